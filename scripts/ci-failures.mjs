// Repeats what failed at the very end of CI's output: each task's own report scrolls away under the
// other tasks' output, and CI's record keeps only the end. The browser tests' failures come from
// Playwright's report; any other failed task's from the end of the log Turborepo kept of it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { readRunSummaries } from "./turbo-run-summaries.mjs";

const LOG_LINES = 80;
const plain = (text = "") => stripVTControlCharacters(text).split("\n");
const firstLines = (text, count) => plain(text).slice(0, count).join("\n    ");

function printPlaywrightFailures(report) {
  const { suites = [], errors = [] } = JSON.parse(readFileSync(report, "utf8"));
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (!result || ["passed", "skipped"].includes(result.status)) continue;
        const where = `${spec.file}:${spec.line}`;
        failures.push({ where, title: [...titles, spec.title].join(" › "), result });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites) visit(suite, []);

  if (failures.length === 0 && errors.length === 0) return;
  console.log(`\nBrowser tests that failed (${failures.length}):`);
  for (const { where, title, result } of failures) {
    console.log(`- ${where} › ${title} (${result.status}, ${result.duration} ms)`);
    for (const error of result.errors) console.log(`    ${firstLines(error.message, 20)}`);
  }
  for (const error of errors) console.log(`- outside any test: ${firstLines(error.message, 20)}`);
}

const playwrightReport = "e2e/test-results.json";
const hasPlaywrightReport = existsSync(playwrightReport);
if (hasPlaywrightReport) printPlaywrightFailures(playwrightReport);

const failedTasks = readRunSummaries()
  .flatMap((summary) => summary.tasks)
  .filter((task) => task.execution && task.execution.exitCode !== 0);
for (const { taskId, task, directory } of failedTasks) {
  if (taskId === "@agencia/e2e#test" && hasPlaywrightReport) continue;
  const log = join(directory, ".turbo", `turbo-${task.replaceAll(":", "$colon$")}.log`);
  if (!existsSync(log)) continue;
  console.log(`\n${taskId} failed; the end of its log:`);
  console.log(`    ${plain(readFileSync(log, "utf8")).slice(-LOG_LINES).join("\n    ")}`);
}
