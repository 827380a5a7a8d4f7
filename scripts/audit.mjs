#!/usr/bin/env node
// Supply chain: fails when a production dependency has a high or critical advisory
// (`pnpm audit --prod`). A registry that offers no audit endpoint (some mirrors and proxies
// answer 405) cannot be asked: that is reported loudly, and the check cannot pass or fail there.
import { spawnSync } from "node:child_process";

const run = spawnSync("npx", ["-y", "pnpm@10", "audit", "--prod", "--json"], { encoding: "utf8" });
const output = `${run.stdout}\n${run.stderr}`;

if (/ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_AUDIT_ENDPOINT|responded with 40[0-9]/.test(output)) {
  console.warn(
    "AVISO: el registro de npm que alcanza esta máquina no responde a auditorías " +
      `(${/responded with (\d+)/.exec(output)?.[1] ?? "sin respuesta"}); no se pudieron revisar avisos de seguridad.`,
  );
  process.exit(0);
}

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`pnpm audit no devolvió JSON:\n${output}`);
  process.exit(1);
}
const advisories = Object.values(report.advisories ?? {});
const serious = advisories.filter((advisory) => ["high", "critical"].includes(advisory.severity));
for (const advisory of advisories) {
  console.log(
    `${advisory.severity.padEnd(8)} ${advisory.module_name} ${advisory.vulnerable_versions}: ${advisory.title}`,
  );
}
console.log(
  `${advisories.length} avisos en dependencias de producción, ${serious.length} altos o críticos.`,
);
process.exit(serious.length ? 1 : 0);
