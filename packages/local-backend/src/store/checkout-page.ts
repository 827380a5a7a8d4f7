import { Hono } from "hono";
import { bodyText, limitBody } from "../http/body";
import type { Service } from "../http/service";
import { STORE_NAME } from "./catalogue";
import { type CheckoutSession, type CheckoutSessions, sessionTotals } from "./checkout";

/**
 * The hosted checkout page the storefront's checkout call points at: it shows the order and,
 * on 'Pagar', marks the session paid and sends the buyer to its successUrl. Nothing is charged.
 */
export const CHECKOUT_PAGE_PATH = "/checkout";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("es-AR", { style: "currency", currency }).format(amount / 100);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; background: #eef0fb; color: #1c2033; display: grid; place-items: center; padding: 24px; box-sizing: border-box; }
  main { box-sizing: border-box; width: 100%; max-width: 30rem; background: #fff; border-radius: 16px; box-shadow: 0 12px 40px -12px rgb(49 46 129 / 0.35); padding: 28px; }
  .brand { font-size: 13px; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: #4f46e5; margin: 0 0 6px; }
  h1 { font-size: 22px; margin: 0 0 20px; }
  ul { list-style: none; margin: 0; padding: 0; border-top: 1px solid #e5e7f0; }
  li { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px solid #e5e7f0; }
  .item small { display: block; color: #5b6178; margin-top: 2px; }
  .total { display: flex; justify-content: space-between; font-weight: 700; font-size: 18px; padding-top: 14px; }
  button { width: 100%; margin-top: 24px; height: 48px; border: 0; border-radius: 10px; background: #4f46e5; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  button:hover { background: #4338ca; }
  .cancel { display: block; text-align: center; margin-top: 14px; color: #4f46e5; }
  .note { font-size: 13px; color: #5b6178; text-align: center; margin: 16px 0 0; }
`;

function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function orderPage(session: CheckoutSession, lang: string): string {
  const lines = session.lines
    .map(
      (line) => `<li><span class="item">${escapeHtml(line.productTitle)}
        <small>${escapeHtml(line.variantTitle)} · ${line.quantity} × ${money(line.unitAmount, line.currency.toUpperCase())}</small></span>
        <span>${money(line.unitAmount * line.quantity, line.currency.toUpperCase())}</span></li>`,
    )
    .join("");
  const totals = sessionTotals(session)
    .map(
      (total) =>
        `<p class="total"><span>Total ${total.currency}</span><span>${money(total.amount, total.currency)}</span></p>`,
    )
    .join("");
  const action =
    session.status === "paid"
      ? `<p class="note">Este pedido ya fue pagado.</p><a class="cancel" href="${escapeHtml(session.successUrl)}">Volver a la tienda</a>`
      : `<form method="post" action="${CHECKOUT_PAGE_PATH}/pay">
        <input type="hidden" name="session" value="${escapeHtml(session.id)}">
        <button type="submit">Pagar</button>
      </form>
      <a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancelar y volver a la tienda</a>`;
  return page(
    lang,
    `Pagar tu pedido — ${STORE_NAME}`,
    `<p class="brand">${escapeHtml(STORE_NAME)}</p><h1>Tu pedido</h1>
     <ul aria-label="Productos">${lines}</ul>${totals}${action}
     <p class="note">Pago de prueba del entorno local: no se cobra nada.</p>`,
  );
}

function htmlResponse(status: number, html: string): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(html)),
      "Cache-Control": "no-store",
    },
  });
}

const notFound = (lang: string) =>
  page(
    lang,
    "Pedido no encontrado",
    `<h1>No encontramos este pedido</h1><p class="note">El enlace de pago venció o es incorrecto. Volvé a la tienda y empezá el pago otra vez.</p>`,
  );

export function createCheckoutPageService(sessions: CheckoutSessions): Service {
  const app = new Hono();
  const lang = (url: URL) =>
    /^[a-z]{2}(-[A-Z]{2})?$/.test(url.searchParams.get("lang") ?? "")
      ? url.searchParams.get("lang")!
      : "es";
  app.use(
    "/pay",
    limitBody((c) => htmlResponse(404, notFound(lang(new URL(c.req.url)))), 4096),
  );
  app.get("/", (c) => {
    const url = new URL(c.req.url);
    const session = sessions.get(url.searchParams.get("session") ?? "");
    if (!session) return htmlResponse(404, notFound(lang(url)));
    return htmlResponse(200, orderPage(session, lang(url)));
  });
  app.post("/pay", async (c) => {
    const form = new URLSearchParams((await bodyText(c)) ?? "");
    const session = sessions.get(form.get("session") ?? "");
    if (!session) return htmlResponse(404, notFound(lang(new URL(c.req.url))));
    session.status = "paid";
    return new Response(null, {
      status: 303,
      headers: { Location: session.successUrl, "Content-Length": "0" },
    });
  });
  app.all("*", (c) => htmlResponse(404, notFound(lang(new URL(c.req.url)))));
  return { prefix: CHECKOUT_PAGE_PATH, app };
}
