// The summaries Turborepo writes of each run with TURBO_RUN_SUMMARY=true (.ci/run sets it and
// empties the folder first): `pnpm test` makes several runs (scripts/test.sh).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const RUN_SUMMARIES = ".turbo/runs";

/** Every run summary in RUN_SUMMARIES; none when the folder is missing. */
export function readRunSummaries() {
  if (!existsSync(RUN_SUMMARIES)) return [];
  return readdirSync(RUN_SUMMARIES).map((name) =>
    JSON.parse(readFileSync(join(RUN_SUMMARIES, name), "utf8")),
  );
}
