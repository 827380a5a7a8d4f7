import type { SchemaCache, TableInfo } from "../db/schema-cache";
import type { Database } from "../db/types";
import type { RequestSettings } from "./execute";
import type { Preferences } from "./prefer";
import type { ParsedQuery } from "./query";

/** Everything a REST handler needs once the request has been checked. */
export interface RestRequest {
  db: Database;
  cache: SchemaCache;
  table: TableInfo;
  query: ParsedQuery;
  prefs: Preferences;
  /** `Accept: application/vnd.pgrst.object+json`: answer one object, or 406. */
  singular: boolean;
  settings: RequestSettings;
  /** The `Range` header, e.g. `0-9`. */
  range: string | null;
  /** The body text (POST/PATCH). */
  body: string | null;
}

export interface RestResponse {
  status: number;
  /** JSON text, or null for an empty body. */
  body: string | null;
  headers: Record<string, string>;
}

/** The row every generated statement returns. */
export interface ResultRow {
  total: string | null;
  page_total: number;
  body: string | null;
  first: string | null;
  [key: string]: unknown;
}
