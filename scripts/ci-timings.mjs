// Prints when each task of the Turborepo runs in .turbo/runs started and how long it took, from
// the run summaries turbo writes with TURBO_RUN_SUMMARY=true: where CI's wall time goes.
// `pnpm test` makes several runs (scripts/test.sh); .ci/run starts with the folder empty.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const runs = ".turbo/runs";
const summaries = readdirSync(runs).map((name) =>
  JSON.parse(readFileSync(join(runs, name), "utf8")),
);
if (summaries.length === 0) throw new Error(`No run summary in ${runs}`);

const origin = Math.min(...summaries.map((summary) => summary.execution.startTime));
const end = Math.max(...summaries.map((summary) => summary.execution.endTime));
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const rows = summaries
  .flatMap((summary) => summary.tasks)
  .filter((task) => task.execution && task.cache?.status !== "HIT")
  .sort((a, b) => a.execution.startTime - b.execution.startTime)
  .map(({ taskId, execution: { startTime, endTime, exitCode } }) => {
    const status = exitCode === 0 ? "" : ` (exit ${exitCode})`;
    return `${seconds(startTime - origin)} s ${seconds(endTime - startTime)} s  ${taskId}${status}`;
  });

console.log(`start  duration  task (wall ${seconds(end - origin).trim()} s)`);
console.log(rows.join("\n"));
