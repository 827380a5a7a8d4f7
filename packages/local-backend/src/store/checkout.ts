import { randomBytes } from "node:crypto";
import { currencies, type CurrencyCode } from "./catalogue";
import type { Catalogue } from "./catalogues";

/** `POST /store/{storeId}/checkout`: the cart handed to the hosted checkout page. */

export interface CheckoutLine {
  productTitle: string;
  variantTitle: string;
  quantity: number;
  /** What one unit costs, in minor units (the sale price when there is one). */
  unitAmount: number;
  currency: CurrencyCode;
}

export interface CheckoutSession {
  id: string;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  locale: string | null;
  timeZone: string | null;
  status: "open" | "paid";
  createdAt: Date;
}

/** A refused checkout: 400 for a malformed request, 409 for one the catalogue cannot fill. */
export interface CheckoutRefusal {
  status: 400 | 409;
  message: string;
}

export const MAX_QUANTITY = 999;
const MAX_LINES = 100;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const optionalText = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

type Refused = { ok: false; refusal: CheckoutRefusal };

function refuse(status: CheckoutRefusal["status"], message: string): Refused {
  return { ok: false, refusal: { status, message } };
}

/** Checks a checkout body against the wire format and the catalogue. */
export function readCheckout(
  body: unknown,
  catalogue: Catalogue,
): { ok: true; session: Omit<CheckoutSession, "id" | "status" | "createdAt"> } | Refused {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return refuse(400, "Expected a JSON object { items, successUrl, cancelUrl, locale, timeZone }");
  const { items, successUrl, cancelUrl, locale, timeZone } = body as Record<string, unknown>;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_LINES)
    return refuse(400, `items must be a list of 1 to ${MAX_LINES} { variant_id, quantity }`);
  if (!isHttpUrl(successUrl)) return refuse(400, "successUrl must be an absolute http(s) URL");
  if (!isHttpUrl(cancelUrl)) return refuse(400, "cancelUrl must be an absolute http(s) URL");
  const lines: CheckoutLine[] = [];
  for (const item of items as unknown[]) {
    const line = readLine(item, catalogue);
    if (!line.ok) return line;
    lines.push(line.value);
  }
  return {
    ok: true,
    session: {
      lines,
      successUrl,
      cancelUrl,
      locale: optionalText(locale),
      timeZone: optionalText(timeZone),
    },
  };
}

function readLine(
  item: unknown,
  catalogue: Catalogue,
): { ok: true; value: CheckoutLine } | Refused {
  if (typeof item !== "object" || item === null)
    return refuse(400, "Each item must be { variant_id, quantity }");
  const { variant_id: variantId, quantity } = item as Record<string, unknown>;
  if (typeof variantId !== "string") return refuse(400, "variant_id must be a string");
  if (
    typeof quantity !== "number" ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_QUANTITY
  )
    return refuse(400, `quantity must be an integer from 1 to ${MAX_QUANTITY}`);
  const found = catalogue.findVariant(variantId);
  if (!found) return refuse(400, `Unknown variant ${variantId}`);
  const { product, variant } = found;
  if (!product.purchasable) return refuse(409, `${product.title} cannot be bought online`);
  if (variant.stock !== undefined && quantity > variant.stock)
    return refuse(
      409,
      `Not enough stock of ${product.title} (${variant.title}): ${variant.stock} left`,
    );
  return {
    ok: true,
    value: {
      productTitle: product.title,
      variantTitle: variant.title,
      quantity,
      unitAmount: variant.salePrice ?? variant.price,
      currency: product.currency,
    },
  };
}

/** Open and paid checkout sessions, in memory; the oldest are forgotten past a limit. */
export class CheckoutSessions {
  private readonly sessions = new Map<string, CheckoutSession>();

  constructor(private readonly limit = 500) {}

  create(input: Omit<CheckoutSession, "id" | "status" | "createdAt">): CheckoutSession {
    const session: CheckoutSession = {
      ...input,
      id: `cs_${randomBytes(12).toString("hex")}`,
      status: "open",
      createdAt: new Date(),
    };
    this.sessions.set(session.id, session);
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= this.limit) break;
      this.sessions.delete(id);
    }
    return session;
  }

  get(id: string): CheckoutSession | undefined {
    return this.sessions.get(id);
  }
}

/** Totals of a session, one per currency, in the order the currencies first appear. */
export function sessionTotals(session: CheckoutSession): { currency: string; amount: number }[] {
  const totals = new Map<CurrencyCode, number>();
  for (const line of session.lines)
    totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.unitAmount * line.quantity);
  return [...totals].map(([currency, amount]) => ({ currency: currencies[currency].code, amount }));
}
