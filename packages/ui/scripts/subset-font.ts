// Writes src/fonts/inter-variable-es.woff2: Inter's variable font from @fontsource-variable/inter,
// cut to the characters, weights and features of src/fonts/inter-subset.ts (about half the
// size of the latin file). Run `pnpm --filter @agencia/ui fonts` after changing that list.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { INTER_FEATURES, INTER_SUBSET_RANGES, INTER_WEIGHT_RANGE } from "../src/fonts/inter-subset";

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);

const characters = INTER_SUBSET_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join("");

const subset = await subsetFont(source, characters, {
  targetFormat: "woff2",
  variationAxes: { wght: INTER_WEIGHT_RANGE },
  keepFeatures: INTER_FEATURES,
});
writeFileSync(new URL("../src/fonts/inter-variable-es.woff2", import.meta.url), subset);
console.log(
  `inter-variable-es.woff2: ${(subset.length / 1024).toFixed(1)} KB (latin: ${(source.length / 1024).toFixed(1)} KB)`,
);
