const SINGULAR = "application/vnd.pgrst.object";
const ACCEPTABLE = ["*/*", "application/*", "application/json", SINGULAR];

function header(headers: Headers, name: string): string {
  return (headers.get(name) ?? "").trim();
}

function mediaTypes(value: string): string[] {
  return value
    .split(",")
    .map((part) => (part.split(";")[0] ?? "").trim().toLowerCase())
    .filter((part) => part !== "");
}

export type AcceptResult = { ok: true; singular: boolean } | { ok: false; accept: string };

/** `Accept`: JSON, or one object for `application/vnd.pgrst.object+json`. */
export function negotiateAccept(headers: Headers): AcceptResult {
  const accept = header(headers, "accept");
  const types = mediaTypes(accept);
  if (types.length === 0) return { ok: true, singular: false };
  for (const type of types) {
    const base = type.replace(/\+json$/, "");
    if (base === SINGULAR) return { ok: true, singular: true };
    if (ACCEPTABLE.includes(type)) return { ok: true, singular: false };
  }
  return { ok: false, accept };
}

/** `Content-Type` of a body: JSON (or absent). Returns the refused type otherwise. */
export function refusedContentType(headers: Headers): string | null {
  const type = mediaTypes(header(headers, "content-type"))[0];
  if (type === undefined || type === "application/json") return null;
  return type;
}

/** `Accept-Profile` (reads) or `Content-Profile` (writes), when the client names a schema. */
export function requestedProfile(headers: Headers, write: boolean): string | null {
  const value = header(headers, write ? "content-profile" : "accept-profile");
  return value === "" ? null : value;
}
