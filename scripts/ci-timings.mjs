// Prints when each task of `pnpm test`'s Turborepo runs started and how long it took, from their
// run summaries: where CI's wall time goes.
import { readRunSummaries, RUN_SUMMARIES } from "./turbo-run-summaries.mjs";

const summaries = readRunSummaries();
if (summaries.length === 0) throw new Error(`No run summary in ${RUN_SUMMARIES}`);

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
