import { leadRow, LEAD_SOURCES, type LeadRow, type RowContext } from "./lead-row";

export interface PurchaseValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
}

export interface PurchaseRequest {
  market: "ars" | "latam";
  planName: string;
  /** The plan's price already formatted with its currency, e.g. '$ 45.000 ARS'. */
  priceLabel: string;
  countryName: string;
}

export function purchaseMessage(values: PurchaseValues, request: PurchaseRequest): string {
  return [
    `Solicitud de compra: plan ${request.planName} (${request.priceLabel})`,
    `Ciudad: ${values.city.trim()}`,
    `País: ${request.countryName}`,
  ].join("\n");
}

export function purchaseRow(
  values: PurchaseValues,
  request: PurchaseRequest,
  context: RowContext,
): LeadRow {
  const source = request.market === "ars" ? LEAD_SOURCES.offerArs : LEAD_SOURCES.offerLatam;
  return leadRow(context, source, {
    nombre: values.name.trim(),
    email: values.email.trim(),
    telefono: values.phone.trim(),
    mensaje: purchaseMessage(values, request),
  });
}
