import { randomUUID } from "node:crypto";
import type { AddressObject, ParsedMail } from "mailparser";

/** An address as Mailpit's API writes it. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** A caught message in Mailpit's `Message` shape (`GET /api/v1/message/{ID}`). */
export interface CaughtMessage {
  ID: string;
  MessageID: string;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  Date: string;
  Tags: string[];
  Text: string;
  HTML: string;
  Size: number;
  Inline: unknown[];
  Attachments: { FileName: string; ContentType: string; Size: number }[];
}

/** A message in a list, Mailpit's `MessageSummary`. */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

const SNIPPET_LENGTH = 250;
/** Mailpit's default cap; the oldest messages go first. */
const MAX_MESSAGES = 500;

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) =>
    object.value.map((entry) => ({ Name: entry.name, Address: entry.address ?? "" })),
  );
}

interface Stored {
  message: CaughtMessage;
  created: string;
  read: boolean;
}

/** The caught messages, newest first, in memory (a restart empties it, as `mailpit` without a database file). */
export class Mailbox {
  private stored: Stored[] = [];

  add(parsed: ParsedMail, raw: Buffer, returnPath: string, recipients: string[]): CaughtMessage {
    const to = addresses(parsed.to);
    const cc = addresses(parsed.cc);
    const visible = new Set([...to, ...cc].map((entry) => entry.Address.toLowerCase()));
    const created = new Date().toISOString();
    const message: CaughtMessage = {
      ID: randomUUID(),
      MessageID: (parsed.messageId ?? "").replace(/^<|>$/g, ""),
      From: addresses(parsed.from)[0] ?? null,
      To: to,
      Cc: cc,
      Bcc: recipients
        .filter((address) => !visible.has(address.toLowerCase()))
        .map((address) => ({ Name: "", Address: address })),
      ReplyTo: addresses(parsed.replyTo),
      ReturnPath: returnPath,
      Subject: parsed.subject ?? "",
      Date: (parsed.date ?? new Date(created)).toISOString(),
      Tags: [],
      Text: parsed.text ?? "",
      HTML: typeof parsed.html === "string" ? parsed.html : "",
      Size: raw.length,
      Inline: [],
      Attachments: parsed.attachments.map((attachment) => ({
        FileName: attachment.filename ?? "",
        ContentType: attachment.contentType,
        Size: attachment.size,
      })),
    };
    this.stored.unshift({ message, created, read: false });
    this.stored.length = Math.min(this.stored.length, MAX_MESSAGES);
    return message;
  }

  /** `GET /api/v1/messages`: a page, newest first, with the mailbox's counts. */
  list(start: number, limit: number) {
    const unread = this.stored.filter((entry) => !entry.read).length;
    const messages = this.stored.slice(start, start + limit).map(summary);
    return {
      total: this.stored.length,
      unread,
      count: messages.length,
      messages_count: this.stored.length,
      messages_unread: unread,
      start,
      tags: [],
      messages,
    };
  }

  /** `GET /api/v1/message/{ID}` (`latest` is the newest); reading marks it read. */
  get(id: string): CaughtMessage | null {
    const entry = id === "latest" ? this.stored[0] : this.stored.find((e) => e.message.ID === id);
    if (entry === undefined) return null;
    entry.read = true;
    return entry.message;
  }

  /** `DELETE /api/v1/messages`: those IDs, or every message when none are given. */
  delete(ids: readonly string[]): void {
    this.stored = ids.length === 0 ? [] : this.stored.filter((e) => !ids.includes(e.message.ID));
  }
}

function summary({ message, created, read }: Stored): MessageSummary {
  const text = message.Text || message.HTML.replace(/<[^>]*>/g, " ");
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: created,
    Tags: message.Tags,
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: text.replace(/\s+/g, " ").trim().slice(0, SNIPPET_LENGTH),
  };
}
