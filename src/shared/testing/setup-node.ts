/**
 * Setup of the node test projects, domain and API (architecture "Tests"): a test fails on an
 * unexpected console.error (see `console-guard.ts`; declare an expected one with
 * `expectConsoleError`).
 */
import { installConsoleGuard } from "./console-guard.ts";

installConsoleGuard();
