// Prints when each task of the latest Turborepo run started and how long it took, from the run
// summary turbo writes with TURBO_RUN_SUMMARY=true: where CI's wall time goes.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const runs = ".turbo/runs";
const latest = readdirSync(runs)
  .map((name) => join(runs, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!latest) throw new Error(`No run summary in ${runs}`);

const summary = JSON.parse(readFileSync(latest, "utf8"));
const origin = summary.execution.startTime;
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
const rows = summary.tasks
  .filter((task) => task.execution)
  .sort((a, b) => a.execution.startTime - b.execution.startTime)
  .map(({ taskId, execution: { startTime, endTime, exitCode } }) => {
    const status = exitCode === 0 ? "" : ` (exit ${exitCode})`;
    return `${seconds(startTime - origin)} s ${seconds(endTime - startTime)} s  ${taskId}${status}`;
  });

console.log(`start  duration  task (wall ${seconds(summary.execution.endTime - origin).trim()} s)`);
console.log(rows.join("\n"));
