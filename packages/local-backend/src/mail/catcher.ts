import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { decodeUtf8, readBody } from "../http/read-body";
import { sendJson } from "../http/send";
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

function sendText(res: ServerResponse, status: number, type: string, text: string): void {
  res.writeHead(status, {
    "Content-Type": `${type}; charset=utf-8`,
    "Content-Length": String(Buffer.byteLength(text)),
    // A caught message is someone else's markup: no scripts, no requests.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  });
  res.end(text);
}

async function handle(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const body = await readBody(req);
  const route = `${req.method ?? "GET"} ${url.pathname}`;
  if (route === "GET /api/v1/messages") {
    const start = count(url.searchParams.get("start"), 0);
    return sendJson(res, 200, mailbox.list(start, count(url.searchParams.get("limit"), 50)));
  }
  if (route === "DELETE /api/v1/messages") {
    let ids: string[] = [];
    try {
      const parsed = JSON.parse((body.ok && decodeUtf8(body.bytes)) || "{}") as { IDs?: unknown };
      if (Array.isArray(parsed.IDs)) ids = parsed.IDs.map(String);
    } catch {
      // Mailpit deletes everything when the body names no IDs.
    }
    mailbox.delete(ids);
    return sendText(res, 200, "text/plain", "ok");
  }
  const message = /^GET \/api\/v1\/message\/([^/]+)$/.exec(route)?.[1];
  if (message !== undefined) {
    const found = mailbox.get(decodeURIComponent(message));
    return found
      ? sendJson(res, 200, found)
      : sendText(res, 404, "text/plain", "Message not found");
  }
  const view = /^GET \/view\/([^/]+)\.(html|txt)$/.exec(route);
  if (view) {
    const found = mailbox.get(decodeURIComponent(view[1] ?? ""));
    if (!found) return sendText(res, 404, "text/plain", "Message not found");
    return view[2] === "html"
      ? sendText(res, 200, "text/html", found.HTML)
      : sendText(res, 200, "text/plain", found.Text);
  }
  sendText(res, 404, "text/plain", "Not found");
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
  const http = createServer((req, res) => {
    handle(mailbox, req, res).catch((error: unknown) => {
      console.error("[mail catcher]", error);
      if (!res.headersSent) sendJson(res, 500, { Error: "Internal error" });
    });
  });
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
