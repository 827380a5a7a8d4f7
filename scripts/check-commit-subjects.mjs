#!/usr/bin/env node
// Commit subjects say what changed in at most 72 characters; the detail goes in the body. Checked
// on every commit since the rule began (earlier history stays as it was written).
import { execFileSync } from "node:child_process";

const RULE_BEGAN = "7fd3ad88a6c61770320eaedb8370d3412505b7f3";
const MAX_LENGTH = 72;

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();

let range = `${RULE_BEGAN}..HEAD`;
try {
  git("cat-file", "-e", `${RULE_BEGAN}^{commit}`);
} catch {
  range = "HEAD^!"; // a shallow clone: at least the newest commit
}
const long = git("log", "--format=%h %s", range)
  .split("\n")
  .filter((line) => line && line.length - line.indexOf(" ") - 1 > MAX_LENGTH);
if (long.length > 0) {
  console.error(
    `Asuntos de commit de más de ${MAX_LENGTH} caracteres (el detalle va en el cuerpo):`,
  );
  for (const line of long) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Asuntos de commit: ${range}, ninguno de más de ${MAX_LENGTH} caracteres.`);
