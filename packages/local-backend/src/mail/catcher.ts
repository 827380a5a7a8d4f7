import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import type { Server } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { jsonResponse } from "../http/send";
import { Mailbox } from "./mailbox";

export interface MailCatcherOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** The HTTP API's port (Supabase's local Mailpit: 54324); 0 picks a free one. */
  port?: number;
  /** The SMTP port (Supabase's local Mailpit: 54325); 0 picks a free one. */
  smtpPort?: number;
}

export interface MailCatcher {
  /** Base URL of the API, e.g. `http://127.0.0.1:54324` (`/api/v1/messages`). */
  url: string;
  port: number;
  smtpPort: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function count(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function textResponse(status: number, type: string, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      // A caught message is someone else's markup: no scripts, no requests.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    },
  });
}

/** Mailpit's API over the mailbox. */
function mailpitApi(mailbox: Mailbox): Hono {
  const app = new Hono();
  const missing = () => textResponse(404, "text/plain", "Message not found");
  app.get("/api/v1/messages", (c) =>
    jsonResponse(
      200,
      mailbox.list(count(c.req.query("start") ?? null, 0), count(c.req.query("limit") ?? null, 50)),
    ),
  );
  app.delete("/api/v1/messages", async (c) => {
    let ids: string[] = [];
    try {
      const parsed = (await c.req.json()) as { IDs?: unknown };
      if (Array.isArray(parsed.IDs)) ids = parsed.IDs.map(String);
    } catch {
      // Mailpit deletes everything when the body names no IDs.
    }
    mailbox.delete(ids);
    return textResponse(200, "text/plain", "ok");
  });
  app.get("/api/v1/message/:id", (c) => {
    const found = mailbox.get(c.req.param("id"));
    return found ? jsonResponse(200, found) : missing();
  });
  app.get("/view/:file{.+\\.(html|txt)}", (c) => {
    const file = c.req.param("file");
    const found = mailbox.get(file.replace(/\.(html|txt)$/, ""));
    if (!found) return missing();
    return file.endsWith(".html")
      ? textResponse(200, "text/html", found.HTML)
      : textResponse(200, "text/plain", found.Text);
  });
  app.notFound(() => textResponse(404, "text/plain", "Not found"));
  app.onError((error) => {
    console.error("[mail catcher]", error);
    return jsonResponse(500, { Error: "Internal error" });
  });
  return app;
}

/**
 * The local mail catcher, as Supabase's local stack runs Mailpit: an SMTP server that accepts
 * any message (and any login), and Mailpit's HTTP API to read them — `GET /api/v1/messages`,
 * `GET /api/v1/message/{ID}` (or `latest`), `DELETE /api/v1/messages` — plus its
 * `/view/{ID}.html` and `.txt`. Nothing is ever delivered onwards.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const mailbox = new Mailbox();
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Closing waits this long for a client still connected.
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            mailbox.add(
              parsed,
              raw,
              from === false ? "" : from.address,
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
            );
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const http = createAdaptorServer({ fetch: mailpitApi(mailbox).fetch }) as Server;
  const smtpPort = await listen(smtp.server, options.smtpPort ?? 54325, host);
  let port: number;
  try {
    port = await listen(http, options.port ?? 54324, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    smtpPort,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]);
    },
  };
}
