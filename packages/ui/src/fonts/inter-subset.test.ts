// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { INTER_SUBSET_RANGES, unicodeRange } from "./inter-subset";

const packages = new URL("../../../", import.meta.url).pathname;

/** Every character of the sites' copy: content data, articles, components and pages. */
function copyCharacters(): Set<string> {
  const roots = [
    "content/src",
    "ui/src",
    "leads/src",
    "offer/src",
    "../apps/site/app",
    "../apps/offers/app",
  ];
  const characters = new Set<string>();
  for (const root of roots) {
    const dir = join(packages, root);
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (!/\.(tsx?|md)$/.test(file)) continue;
      for (const character of readFileSync(join(dir, file), "utf8")) characters.add(character);
    }
  }
  return characters;
}

const covered = (code: number) =>
  INTER_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to);
/** Emoji and pictographs are drawn by the system's emoji font on purpose. */
const isEmoji = (character: string) => /\p{Extended_Pictographic}/u.test(character);

describe("the self-hosted Inter subset", () => {
  it("has a glyph for every letter and mark the copy uses", () => {
    const missing = [...copyCharacters()].filter(
      (character) => character >= " " && !covered(character.codePointAt(0)!) && !isEmoji(character),
    );
    expect(missing).toEqual([]);
  });

  it("is declared in the theme with exactly its ranges, so other characters fall back", () => {
    const theme = readFileSync(new URL("../styles/theme.css", import.meta.url), "utf8");
    const declared = /unicode-range:([^;]+);/.exec(theme)?.[1]?.replace(/\s+/g, " ").trim();
    expect(declared).toBe(unicodeRange());
  });
});
