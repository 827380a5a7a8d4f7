import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIFTED_LEAD_LIMITS } from "./admin/lead-limits";
import type { CaughtMessage, MessageSummary } from "./mail/mailbox";
import { type MailCatcher, startMailCatcher } from "./mail/catcher";
import type { LocalBackend, LocalBackendOptions } from "./start";
import { anonClient, serviceClient, startTestBackend } from "./testing/backend";
import { contactoRow } from "./testing/contactos";
import { TEST_KEYS } from "./testing/test-keys";

const SITE_URL = "https://www.example.com";

interface Notification {
  channel: string;
  attempts: number;
  delivered: boolean;
  last_error: string | null;
}

/** A stand-in for n8n or Slack: records what is POSTed to it. */
async function startWebhookReceiver(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies, server };
}

/** The backend runs notify-lead; the database calls it with the test run's kind of server key. */
function notifying(catcher: MailCatcher, webhookUrl: string): LocalBackendOptions {
  return {
    edgeFunctions: {
      vaultKey: TEST_KEYS.kind === "current" ? "secret_key" : "service_role_key",
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(catcher.smtpPort),
        LEAD_NOTIFY_FROM: "Avisos del sitio <avisos@example.com>",
        LEAD_NOTIFY_TO: "equipo@example.com",
        LEAD_WEBHOOK_URL: webhookUrl,
        SITE_URL,
      },
    },
  };
}

async function mailsAbout(catcher: MailCatcher, leadId: string): Promise<MessageSummary[]> {
  const list = (await (await fetch(`${catcher.url}/api/v1/messages`)).json()) as {
    messages: MessageSummary[];
  };
  return list.messages.filter((message) => message.MessageID.startsWith(`lead-${leadId}@`));
}

/** Every caught e-mail whose text names one of these leads, whole. */
async function mailsNaming(
  catcher: MailCatcher,
  leadIds: readonly string[],
): Promise<CaughtMessage[]> {
  const list = (await (await fetch(`${catcher.url}/api/v1/messages`)).json()) as {
    messages: MessageSummary[];
  };
  const mails = await Promise.all(
    list.messages.map(
      async (summary) =>
        (await (
          await fetch(`${catcher.url}/api/v1/message/${summary.ID}`)
        ).json()) as CaughtMessage,
    ),
  );
  return mails.filter((mail) => leadIds.some((id) => mail.Text.includes(id)));
}

function notifications(backend: LocalBackend, leadId: string): Promise<Notification[]> {
  return backend.sql<Notification & Record<string, unknown>>(
    `select channel, attempts, delivered_at is not null as delivered, last_error
       from private.lead_notifications where lead_id = $1 order by channel`,
    [leadId],
  );
}

const delivered = (backend: LocalBackend, leadId: string) =>
  notifications(backend, leadId).then((rows) => rows.map((row) => [row.channel, row.delivered]));

/** Both channels come to have answered 2xx, and the team got one e-mail about the lead in all. */
async function expectDeliveredOnce(
  backend: LocalBackend,
  catcher: MailCatcher,
  leadId: string,
  timeout: number,
) {
  await expect
    .poll(() => delivered(backend, leadId), { timeout, interval: 100 })
    .toEqual([
      ["email", true],
      ["webhook", true],
    ]);
  expect(await mailsAbout(catcher, leadId)).toHaveLength(1);
}

// Each test starts a backend with its Deno function, which on a busy machine can take most of a
// minute by itself; the budgets under test are the polls' own timeouts.
vi.setConfig({ testTimeout: 120_000 });

describe("lead notification (the notify-lead Edge Function on insert)", () => {
  let catcher: MailCatcher;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    catcher = await startMailCatcher({ port: 0, smtpPort: 0 });
    webhook = await startWebhookReceiver();
  });

  afterAll(async () => {
    await catcher.close();
    await new Promise((resolve) => webhook.server.close(resolve));
  });

  it("e-mails a lead inserted through the REST API within 5 s, and posts it to the webhook, each once", async () => {
    const backend = await startTestBackend(notifying(catcher, webhook.url));
    try {
      const row = contactoRow({ nombre: "Lucía <b>Gómez</b>", utm_source: "google" });
      expect((await anonClient(backend.url).from("contactos").insert(row)).status).toBe(201);

      await expect
        .poll(() => mailsAbout(catcher, String(row.id)).then((mails) => mails.length), {
          timeout: 5000,
          interval: 50,
        })
        .toBe(1);
      const [summary] = await mailsAbout(catcher, String(row.id));
      const mail = (await (await fetch(`${catcher.url}/api/v1/message/${summary!.ID}`)).json()) as {
        Subject: string;
        To: { Address: string }[];
        ReplyTo: { Address: string }[];
        Text: string;
        HTML: string;
      };
      expect(mail.Subject).toBe(
        "Nuevo contacto: Lucía <b>Gómez</b> (Contacto General) — Impulso IA",
      );
      expect(mail.To.map((to) => to.Address)).toEqual(["equipo@example.com"]);
      expect(mail.ReplyTo.map((to) => to.Address)).toEqual(["ana@example.com"]);
      expect(mail.Text).toContain("utm_source: google");
      expect(mail.Text).toContain(`${SITE_URL}/panel?lead=${String(row.id)}`);
      expect(mail.HTML).toContain("Nuevo contacto: Lucía &#60;b&#62;Gómez&#60;/b&#62;</h1>");

      // Settled: both channels answered 2xx, so neither is sent again.
      await expectDeliveredOnce(backend, catcher, String(row.id), 15_000);
      const posts = webhook.bodies.filter(
        (body) => (body as { lead: { id: string } }).lead.id === row.id,
      );
      expect(posts).toEqual([
        expect.objectContaining({
          event: "lead.created",
          panel_url: `${SITE_URL}/panel?lead=${String(row.id)}`,
          lead: expect.objectContaining({ nombre: "Lucía <b>Gómez</b>", utm_source: "google" }),
        }),
      ]);

      // Only the project's server key may call the function: the public key passes the
      // gateway, and the function refuses it.
      const visitor = await fetch(`${backend.url}/functions/v1/notify-lead`, {
        method: "POST",
        headers: {
          apikey: TEST_KEYS.publicKey,
          Authorization: `Bearer ${TEST_KEYS.publicKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ type: "INSERT", table: "contactos", record: row, channel: "email" }),
      });
      expect(visitor.status).toBe(403);
    } finally {
      await backend.close();
    }
  });

  it("past the first leads of a mail window, e-mails the rest in one digest once the window ends: each lead in exactly one e-mail, each posted to the webhook", async () => {
    const backend = await startTestBackend({
      ...notifying(catcher, webhook.url),
      leadLimits: { ...LIFTED_LEAD_LIMITS, mailsPerWindow: 2, mailWindowSeconds: 3 },
    });
    try {
      // One statement: one now(), so all six fall in the same window.
      const rows = Array.from({ length: 6 }, (_, i) => contactoRow({ nombre: `Ráfaga ${i + 1}` }));
      expect((await anonClient(backend.url).from("contactos").insert(rows)).status).toBe(201);
      const ids = rows.map((row) => String(row.id));

      await expect
        .poll(() => mailsNaming(catcher, ids).then((mails) => mails.length), {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(3);
      const mails = await mailsNaming(catcher, ids);
      const named = mails.flatMap((mail) => ids.filter((id) => mail.Text.includes(id)));
      expect(named.toSorted()).toEqual(ids.toSorted());
      const digest = mails.find((mail) => mail.Subject.startsWith("Resumen:"));
      expect(digest?.Subject).toBe("Resumen: 4 contactos nuevos — Impulso IA");
      expect(ids.filter((id) => digest?.Text.includes(id))).toHaveLength(4);
      for (const id of ids)
        await expect
          .poll(() => delivered(backend, id), { timeout: 15_000, interval: 100 })
          .toEqual([
            ["email", true],
            ["webhook", true],
          ]);
      expect(
        ids.map(
          (id) =>
            webhook.bodies.filter((body) => (body as { lead: { id: string } }).lead.id === id)
              .length,
        ),
      ).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      await backend.close();
    }
  });

  it("with the mail catcher down the lead is stored, and its e-mail arrives once the catcher is back, across a backend restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "local-backend-notify-"));
    const storage = { dataDir: join(dir, "db") };
    await catcher.close();
    let backend = await startTestBackend({ storage, ...notifying(catcher, webhook.url) });
    try {
      const row = contactoRow({ nombre: "Mientras el correo no anda" });
      expect((await anonClient(backend.url).from("contactos").insert(row)).status).toBe(201);
      const stored = await serviceClient(backend.url)
        .from("contactos")
        .select("id")
        .eq("id", String(row.id));
      expect(stored.data).toEqual([{ id: row.id }]);

      // A first attempt failed and was recorded; the e-mail waits in the database's queue.
      await expect
        .poll(() => notifications(backend, String(row.id)).then((rows) => rows[0]), {
          timeout: 15_000,
          interval: 100,
        })
        .toMatchObject({ channel: "email", delivered: false, last_error: expect.any(String) });

      await backend.close();
      catcher = await startMailCatcher({ port: catcher.port, smtpPort: catcher.smtpPort });
      backend = await startTestBackend({ storage, ...notifying(catcher, webhook.url) });

      await expectDeliveredOnce(backend, catcher, String(row.id), 20_000);
    } finally {
      await backend.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
