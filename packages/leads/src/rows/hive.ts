import {
  leadRow,
  optional,
  personColumns,
  LEAD_SOURCES,
  type LeadRow,
  type PersonValues,
  type RowContext,
} from "./lead-row";
import type { Rol } from "../limits";

export interface HiveValues extends PersonValues {
  rol?: Rol | "";
  message?: string;
}

export function hiveRow(values: HiveValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.hive, {
    ...personColumns(values),
    rol: values.rol || null,
    mensaje: optional(values.message),
  });
}
