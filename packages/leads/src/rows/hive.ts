import { leadRow, optional, LEAD_SOURCES, type LeadRow, type RowContext } from "./lead-row";
import type { Rol } from "../limits";

export interface HiveValues {
  name: string;
  email: string;
  phone?: string;
  rol?: Rol | "";
  message?: string;
}

export function hiveRow(values: HiveValues, context: RowContext): LeadRow {
  return leadRow(context, LEAD_SOURCES.hive, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: optional(values.phone),
    rol: values.rol || null,
    mensaje: optional(values.message),
  });
}
