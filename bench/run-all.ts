/**
 * `npm run bench`: runs every benchmark in sequence, each in its own process (so one's server,
 * database and browser are gone before the next starts), and exits 1 if any failed.
 * Prints the commit, date and load average first, then before each benchmark its command line;
 * each prints its figures as `label: value unit`; nothing is asserted.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { printRunHeader } from "./support/run-info.ts";
import { note, repoRoot } from "./support/server.ts";

const BENCHES = [
  "api-students.ts",
  "api-goals.ts",
  "api-scale.ts",
  "import-students.ts",
  "startup.ts",
  "durability.ts",
  "page-weight.ts",
  "lighthouse.ts",
  "interaction.ts",
  "scroll.ts",
  "ai-latency.ts",
  "documents.ts",
  "export.ts",
];

printRunHeader("npm run bench (npx tsx bench/run-all.ts)");
const failed: string[] = [];
for (const file of BENCHES) {
  console.log(`\n== bench/${file}`);
  note(`command: node --import tsx bench/${file}`);
  const res = spawnSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "bench", file)], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (res.status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nbenchmarks failed: ${failed.join(", ")}`);
  process.exit(1);
}
