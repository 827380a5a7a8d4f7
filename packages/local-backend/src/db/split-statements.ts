/**
 * Splits a SQL script into statements at top-level semicolons, as the Supabase CLI does for
 * its migration ledger. Understands quotes, quoted identifiers, dollar quotes and comments.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const text = script.slice(start, end).trim();
    if (text !== "" && !isOnlyComments(text)) statements.push(text);
    start = end + 1;
  };
  while (i < script.length) {
    const ch = script[i];
    const next = script[i + 1];
    if (ch === "-" && next === "-") {
      const end = script.indexOf("\n", i);
      i = end === -1 ? script.length : end + 1;
    } else if (ch === "/" && next === "*") {
      i = skipBlockComment(script, i);
    } else if (ch === "'" || ch === '"') {
      i = skipQuoted(script, i, ch);
    } else if (ch === "$") {
      i = skipDollarQuoted(script, i);
    } else if (ch === ";") {
      push(i);
      i += 1;
    } else {
      i += 1;
    }
  }
  push(script.length);
  return statements;
}

function isOnlyComments(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, "")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .trim() === ""
  );
}

function skipBlockComment(script: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < script.length) {
    if (script.startsWith("/*", i)) {
      depth += 1;
      i += 2;
    } else if (script.startsWith("*/", i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return i;
}

function skipQuoted(script: string, from: number, quote: string): number {
  const escapes = quote === "'" && /[eE]/.test(script[from - 1] ?? "");
  let i = from + 1;
  while (i < script.length) {
    const ch = script[i];
    if (escapes && ch === "\\") {
      i += 2;
    } else if (ch === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return i;
}

function skipDollarQuoted(script: string, from: number): number {
  const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(from));
  // `$1` and the like are parameters, not quotes.
  if (tag === null || /[A-Za-z0-9_]/.test(script[from - 1] ?? "")) return from + 1;
  const end = script.indexOf(tag[0], from + tag[0].length);
  return end === -1 ? script.length : end + tag[0].length;
}
