import { LIMITS } from "./limits";

/** Where a visit came from: the paid-traffic parameters of its landing URL, path and referrer. */
export interface Attribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
  fbclid?: string;
  landing_path?: string;
  referrer?: string;
}

const STORAGE_KEY = "agencia:atribucion";
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const CLICK_ID_KEYS = ["gclid", "fbclid"] as const;

function clip(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Reads the attribution parameters of one URL; empty when it carries none. */
export function attributionFromUrl(url: URL, referrer: string): Attribution {
  const found: Attribution = {};
  for (const key of UTM_KEYS) found[key] = clip(url.searchParams.get(key), LIMITS.utm);
  for (const key of CLICK_ID_KEYS) found[key] = clip(url.searchParams.get(key), LIMITS.clickId);
  const tracked = Object.values(found).some(Boolean);
  if (!tracked) return {};
  return {
    ...found,
    landing_path: clip(url.pathname + url.search, LIMITS.landing_path),
    referrer: clip(referrer, LIMITS.referrer),
  };
}

/**
 * Keeps the attribution for the rest of the visit (sessionStorage): the first page of the visit
 * sets landing path and referrer; a later URL with new campaign parameters replaces them.
 */
export function captureAttribution(
  url: URL,
  referrer: string,
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
): Attribution {
  const fromUrl = attributionFromUrl(url, referrer);
  const stored = readAttribution(storage);
  const next =
    Object.keys(fromUrl).length > 0
      ? fromUrl
      : Object.keys(stored).length > 0
        ? stored
        : {
            landing_path: clip(url.pathname + url.search, LIMITS.landing_path),
            referrer: clip(referrer, LIMITS.referrer),
          };
  storage.setItem(STORAGE_KEY, JSON.stringify(next));
  return next;
}

export function readAttribution(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.sessionStorage,
): Attribution {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Attribution) : {};
  } catch {
    return {};
  }
}
