export interface Preferences {
  return: "minimal" | "representation" | "headers-only";
  count: boolean;
  missingDefault: boolean;
  resolution: "ignore-duplicates" | "merge-duplicates" | null;
}

/**
 * Reads `Prefer` as PostgREST does: a comma list (`,` or `, `), possibly absent, empty or sent
 * several times. Unknown preferences are ignored.
 */
export function parsePrefer(headers: Headers): Preferences {
  const values = (headers.get("prefer") ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "");
  const prefs: Preferences = {
    return: "minimal",
    count: false,
    missingDefault: false,
    resolution: null,
  };
  for (const value of values) {
    if (value === "return=representation") prefs.return = "representation";
    else if (value === "return=minimal") prefs.return = "minimal";
    else if (value === "return=headers-only") prefs.return = "headers-only";
    else if (value === "count=exact" || value === "count=planned" || value === "count=estimated")
      prefs.count = true;
    else if (value === "missing=default") prefs.missingDefault = true;
    else if (value === "missing=null") prefs.missingDefault = false;
    else if (value === "resolution=ignore-duplicates") prefs.resolution = "ignore-duplicates";
    else if (value === "resolution=merge-duplicates") prefs.resolution = "merge-duplicates";
  }
  return prefs;
}
