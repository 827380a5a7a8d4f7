// `pnpm bench` (this package's `bench` script): serves both builds, the local backend and the
// peers, then runs the first-interaction benchmark and Lighthouse, and writes both tables as JSON
// to bench-results/.
//
//   pnpm --filter @agencia/e2e bench [--runs 3] [--interaction-runs 5] [--only /,/blog]
//          [--lighthouse-only /,/store] [--twin]
//          [--peer http://localhost:4321 [--peer-paths /,/about]] [--skip lighthouse|interactions]
//          [--without-scripts]
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { measureFirstInteractions } from "./first-interaction";
import { measureLighthouse } from "./lighthouse";
import { startServers } from "./servers";

// `pnpm bench -- --runs 5` hands the script its `--` too.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: {
    // Lighthouse's runs of each page.
    runs: { type: "string", default: "3" },
    // The first-interaction benchmark's runs of each case. Five: on a 2-core machine under 4× CPU
    // throttling one gesture's time swings by a third between runs, and with three, one slow run
    // out of three moved a row's median as much as any change did.
    "interaction-runs": { type: "string", default: "5" },
    only: { type: "string" },
    // Lighthouse on these paths only (every interaction still measured): one run gives both tables.
    "lighthouse-only": { type: "string" },
    twin: { type: "boolean", default: false },
    peer: { type: "string" },
    "peer-paths": { type: "string" },
    skip: { type: "string" },
    // The first interactions with the pages' script files blocked: the browser's own floor.
    "without-scripts": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const interactionRuns = Number(values["interaction-runs"]);
const only = values.only?.split(",");
const lighthouseOnly = values["lighthouse-only"]?.split(",") ?? only;
const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "");
const results = new URL("../bench-results/", import.meta.url);

function save(name: string, data: object): void {
  mkdirSync(results, { recursive: true });
  const file = new URL(`${name}-${stamp}.json`, results);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nJSON: ${file.pathname}`);
}

const servers = await startServers({ twin: values.twin });
try {
  if (values.skip !== "interactions") {
    const withoutScripts = values["without-scripts"];
    save(withoutScripts ? "first-interaction-without-scripts" : "first-interaction", {
      runs: interactionRuns,
      throttling: "cpu 4x, 150 ms, 1.6 Mbps",
      withoutScripts,
      ...(await measureFirstInteractions({ runs: interactionRuns, only, withoutScripts })),
    });
  }
  if (values.skip !== "lighthouse") {
    const lighthouse = await measureLighthouse({
      runs,
      only: lighthouseOnly,
      twin: values.twin,
      peer: values.peer,
      peerPaths: values["peer-paths"]?.split(","),
    });
    save("lighthouse", { runs, ...lighthouse });
  }
} finally {
  servers.close();
}
