/**
 * A scripted flood beside real visitors, against the database's limits on visitors' leads and the
 * mail digest: one client address (127.0.0.2) posts 600 leads in 60 s with the anon key, each
 * with another e-mail, while 30 other addresses (127.0.0.3…) send one lead each over the same
 * minute. With the product's limits (5 per address per 10 minutes) at most 5 of the flood may be
 * stored and every visitor's lead must be; the notify-lead function runs and its mail is caught,
 * and every stored lead must be named in exactly one e-mail, in at most 40 e-mails in all.
 * The mail window is shortened to 30 s so that the digests arrive within the run.
 * `FLOOD_SECONDS` and `FLOOD_INSERTS` override the flood's length and size.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { CaughtMessage, MessageSummary } from "../src/mail/mailbox";
import { startMailCatcher } from "../src/mail/catcher";
import { REPO_ROOT } from "../src/paths";
import { startLocalBackend } from "../src/start";
import { anonClient } from "../src/testing/backend";
import { contactoRow } from "../src/testing/contactos";

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const FLOOD = Number(process.env.FLOOD_INSERTS ?? 600);
const VISITORS = 30;
const MAIL_WINDOW_SECONDS = 30;
const FLOOD_ADDRESS = "127.0.0.2";
const visitorAddress = (index: number) => `127.0.0.${3 + index}`;

const at = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - performance.now())));

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? Number.NaN).toFixed(1));
}

interface Sent {
  id: string;
  status: number;
  code: string | null;
  ms: number;
}

async function caughtMail(url: string): Promise<CaughtMessage[]> {
  const list = (await (await fetch(`${url}/api/v1/messages?limit=500`)).json()) as {
    messages: MessageSummary[];
  };
  return Promise.all(
    list.messages.map(
      async (summary) =>
        (await (await fetch(`${url}/api/v1/message/${summary.ID}`)).json()) as CaughtMessage,
    ),
  );
}

async function main(): Promise<number> {
  const catcher = await startMailCatcher({ port: 0, smtpPort: 0 });
  const backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: { mailWindowSeconds: MAIL_WINDOW_SECONDS },
    edgeFunctions: {
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(catcher.smtpPort),
        LEAD_NOTIFY_FROM: "Avisos del sitio <avisos@impulsoia.com.ar>",
        LEAD_NOTIFY_TO: "hola@impulsoia.com.ar",
        SITE_URL: "http://localhost:3000",
      },
    },
  });
  try {
    const [limits] = await backend.sql<{ text: string }>(
      `select format('%s per address per %s, %s per e-mail per %s; %s e-mails one by one per %s mail window',
                     per_address, address_window, per_email, email_window, mails_per_window, mail_window) as text
         from private.lead_settings`,
    );
    console.log(`limits: ${limits?.text} (the defaults, with the mail window shortened)`);
    const origen = `flood-${Date.now()}`;
    const clients = new Map(
      [FLOOD_ADDRESS, ...Array.from({ length: VISITORS }, (_, i) => visitorAddress(i))].map(
        (address) => [address, anonClient(backend.url, address)],
      ),
    );
    const send = async (address: string, label: string): Promise<Sent> => {
      const row = contactoRow({ origen, email: `${label}@pyme.com.ar` });
      const t0 = performance.now();
      const { status, error } = await clients.get(address)!.from("contactos").insert(row);
      return { id: String(row.id), status, code: error?.code ?? null, ms: performance.now() - t0 };
    };

    const start = performance.now();
    const span = SECONDS * 1000;
    const flood = Array.from({ length: FLOOD }, async (_, i) => {
      await at(start + (i * span) / FLOOD);
      return send(FLOOD_ADDRESS, `bot-${i}-${Date.now()}`);
    });
    const visitors = Array.from({ length: VISITORS }, async (_, i) => {
      await at(start + ((i + 0.5) * span) / VISITORS);
      return send(visitorAddress(i), `persona-${i}-${Date.now()}`);
    });
    const floodSent = await Promise.all(flood);
    const visitorsSent = await Promise.all(visitors);
    const elapsed = (performance.now() - start) / 1000;

    const storedIds = new Set(
      (
        await backend.sql<{ id: string }>(
          "select id::text as id from public.contactos where origen = $1",
          [origen],
        )
      ).map((row) => row.id),
    );
    const floodStored = floodSent.filter((sent) => storedIds.has(sent.id));
    const visitorsStored = visitorsSent.filter((sent) => storedIds.has(sent.id));

    // Every stored lead's e-mail delivered, its own or its window's digest.
    const deadline = performance.now() + (MAIL_WINDOW_SECONDS + 60) * 1000;
    let waiting = Number.POSITIVE_INFINITY;
    while (performance.now() < deadline) {
      const [row] = await backend.sql<{ n: number }>(
        `select count(*)::integer as n from private.lead_notifications n
           join public.contactos c on c.id = n.lead_id
          where c.origen = $1 and n.channel = 'email' and n.delivered_at is null`,
        [origen],
      );
      waiting = row?.n ?? 0;
      if (waiting === 0) break;
      await at(performance.now() + 500);
    }
    const mails = await caughtMail(catcher.url);
    const namings = new Map<string, number>();
    for (const mail of mails)
      for (const id of storedIds)
        if (mail.Text.includes(id)) namings.set(id, (namings.get(id) ?? 0) + 1);
    const namedOnce = [...storedIds].every((id) => namings.get(id) === 1);
    const digests = mails.filter((mail) => mail.Subject.startsWith("Resumen:"));

    const refusals = floodSent.filter((sent) => sent.code === "LD429").map((sent) => sent.ms);
    refusals.sort((a, b) => a - b);
    const result = {
      seconds: Number(elapsed.toFixed(1)),
      flood: {
        sent: floodSent.length,
        stored: floodStored.length,
        refusedLD429: refusals.length,
        other: floodSent.filter((sent) => sent.status !== 201 && sent.code !== "LD429").length,
      },
      visitors: { sent: visitorsSent.length, stored: visitorsStored.length },
      refusalLatencyMs: { p50: percentile(refusals, 50), p95: percentile(refusals, 95) },
      mails: {
        total: mails.length,
        oneByOne: mails.length - digests.length,
        digests: digests.length,
      },
      everyStoredLeadInExactlyOneMail: namedOnce && waiting === 0,
    };
    const pass =
      result.flood.stored <= 5 &&
      result.visitors.stored === VISITORS &&
      result.everyStoredLeadInExactlyOneMail &&
      result.mails.total <= 40;
    console.log(
      `flood from ${FLOOD_ADDRESS}: ${result.flood.sent} sent in ${result.seconds} s, ${result.flood.stored} stored, ${result.flood.refusedLD429} refused with LD429 (p50 ${result.refusalLatencyMs.p50} ms, p95 ${result.refusalLatencyMs.p95} ms), ${result.flood.other} other answers`,
    );
    console.log(
      `visitors from ${VISITORS} other addresses: ${result.visitors.stored} of ${result.visitors.sent} stored`,
    );
    console.log(
      `mails: ${result.mails.total} (${result.mails.oneByOne} one by one, ${result.mails.digests} digests listing ${digests.reduce((n, mail) => n + [...storedIds].filter((id) => mail.Text.includes(id)).length, 0)} leads); every stored lead (${storedIds.size}) in exactly one mail: ${result.everyStoredLeadInExactlyOneMail ? "yes" : "NO"}`,
    );
    console.log(
      `flood benchmark: ${pass ? "pass" : "FAIL"} (at most 5 of the flood, all ${VISITORS} visitors, at most 40 mails)`,
    );
    const outDir = join(REPO_ROOT, "bench-results");
    await mkdir(outDir, { recursive: true });
    await writeFile(
      join(outDir, "local-backend-flood.json"),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    return pass ? 0 : 1;
  } finally {
    await backend.close();
    await catcher.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
