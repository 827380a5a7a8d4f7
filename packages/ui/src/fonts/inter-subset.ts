/**
 * The characters the self-hosted Inter keeps (`pnpm --filter @agencia/ui fonts` writes
 * `inter-variable-es.woff2` from them): printable ASCII, the Latin-1 letters and signs of Spanish
 * and Portuguese (accented vowels, ñ, ç, ¿, ¡, ª, º, °, «, », ·, ©) and the typographic marks the
 * copy uses; each byte cut shortens the font request on every first visit. Anything else falls
 * back to the next font in the stack, glyph by glyph, through the `@font-face`'s `unicode-range`.
 */
export const INTER_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a1],
  [0x00a7, 0x00a7],
  [0x00a9, 0x00ab],
  [0x00b0, 0x00b0],
  [0x00b7, 0x00b7],
  [0x00ba, 0x00bb],
  [0x00bf, 0x00bf],
  [0x00c0, 0x00dc],
  [0x00e0, 0x00fc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2192, 0x2192],
];

/** The weights the site uses (normal to extrabold): the variable axis is cut to this range. */
export const INTER_WEIGHT_RANGE = { min: 400, max: 800 } as const;

/**
 * OpenType features kept: kerning, ligatures and marks, and tabular figures for the counters.
 * Contextual alternates (`calt`: arrows typed as "->", punctuation raised between capitals) are
 * left out; they were 15 % of the file and the copy writes its arrows as "→".
 */
export const INTER_FEATURES = ["kern", "liga", "ccmp", "locl", "mark", "mkmk", "tnum"];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(): string {
  return INTER_SUBSET_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(", ");
}
