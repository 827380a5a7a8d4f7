function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** The closest table name, for PostgREST's "Perhaps you meant the table …" hint. */
export function suggestTable(name: string, tables: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const table of tables) {
    const d = distance(name.toLowerCase().slice(0, 200), table.toLowerCase());
    if (d < bestDistance) {
      best = table;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(3, Math.floor(best.length / 2)) ? best : null;
}
