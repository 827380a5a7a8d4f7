// Repeats the browser tests' failures at the very end of CI's output: the e2e run ends long before
// the rest of `pnpm test`, and its own summary scrolls away under the other tasks' output.
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

const report = "e2e/test-results.json";
if (!existsSync(report)) process.exit(0);

const { suites = [], errors = [] } = JSON.parse(readFileSync(report, "utf8"));
const firstLines = (text = "", count) =>
  stripVTControlCharacters(text).split("\n").slice(0, count).join("\n    ");

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

if (failures.length === 0 && errors.length === 0) process.exit(0);
console.log(`\nBrowser tests that failed (${failures.length}):`);
for (const { where, title, result } of failures) {
  console.log(`- ${where} › ${title} (${result.status}, ${result.duration} ms)`);
  for (const error of result.errors) console.log(`    ${firstLines(error.message, 20)}`);
}
for (const error of errors) console.log(`- outside any test: ${firstLines(error.message, 20)}`);
