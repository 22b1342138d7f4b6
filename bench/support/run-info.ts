/**
 * What a benchmark's printout starts with, so a figure can be traced to the code and the machine
 * that produced it: the commit, the date, the command and the load average.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { note, repoRoot } from "./server.ts";

/**
 * The checked-out commit as `git rev-parse --short HEAD`, followed by " dirty" when the work tree
 * has uncommitted changes (`git status --porcelain` not empty); "unknown" outside a git checkout.
 */
export function gitRevision(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();
    const sha = git("rev-parse", "--short", "HEAD");
    return git("status", "--porcelain") ? `${sha} dirty` : sha;
  } catch {
    return "unknown";
  }
}

/**
 * Prints the run's context lines (`# commit: …`, `# date: …` UTC ISO 8601, `# load average: …` of
 * the last 1/5/15 minutes, `# command: …`): figures from a loaded machine read differently.
 */
export function printRunHeader(command: string): void {
  note(`command: ${command}`);
  note(`commit: ${gitRevision()}`);
  note(`date: ${new Date().toISOString()}`);
  note(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (${os.cpus().length} cores)`,
  );
}
