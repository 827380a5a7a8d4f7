import {
  leadRow,
  personColumns,
  type LeadRow,
  type PersonValues,
  type RowContext,
} from "./lead-row";

export type LandingLeadValues = PersonValues;

/** Service pages and pain-point landings: origen is the page title or the landing's label. */
export function landingLeadRow(
  values: LandingLeadValues,
  origen: string,
  context: RowContext,
): LeadRow {
  return leadRow(context, { tipo: "Landing Page Lead", origen }, personColumns(values));
}
