import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailCatcher, startMailCatcher } from "./catcher";

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ port: 0, smtpPort: 0 });
});

afterAll(() => catcher.close());

const api = (path: string, init?: RequestInit) => fetch(`${catcher.url}${path}`, init);

function send(subject: string) {
  return nodemailer.createTransport({ host: "127.0.0.1", port: catcher.smtpPort }).sendMail({
    from: "Avisos <avisos@example.com>",
    to: "Equipo <equipo@example.com>",
    bcc: "oculto@example.com",
    subject,
    text: "Hola,\n\nun contacto nuevo.",
    html: "<p>Hola, <b>un contacto nuevo</b>.</p>",
    messageId: `<${subject}@example.com>`,
  });
}

describe("the mail catcher (Mailpit's API)", () => {
  it("lists caught messages newest first, shows one, serves its parts, and deletes", async () => {
    await send("primero");
    await send("segundo");

    const list = await (await api("/api/v1/messages")).json();
    expect(list).toMatchObject({ total: 2, unread: 2, messages_count: 2, start: 0, tags: [] });
    expect(list.messages.map((m: { Subject: string }) => m.Subject)).toEqual([
      "segundo",
      "primero",
    ]);
    expect(list.messages[0]).toMatchObject({
      MessageID: "segundo@example.com",
      Read: false,
      From: { Name: "Avisos", Address: "avisos@example.com" },
      To: [{ Name: "Equipo", Address: "equipo@example.com" }],
      Bcc: [{ Name: "", Address: "oculto@example.com" }],
      Attachments: 0,
      Snippet: "Hola, un contacto nuevo.",
    });

    const latest = await (await api("/api/v1/message/latest")).json();
    expect(latest).toMatchObject({
      ID: list.messages[0].ID,
      Subject: "segundo",
      Text: "Hola,\n\nun contacto nuevo.",
      HTML: "<p>Hola, <b>un contacto nuevo</b>.</p>",
      ReturnPath: "avisos@example.com",
    });
    expect((await (await api("/api/v1/messages")).json()).unread).toBe(1);

    const view = await api(`/view/${latest.ID}.html`);
    expect(view.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await view.text()).toBe(latest.HTML);
    expect((await api("/api/v1/message/nada")).status).toBe(404);

    const deleteOne = await api("/api/v1/messages", {
      method: "DELETE",
      body: JSON.stringify({ IDs: [latest.ID] }),
    });
    expect(await deleteOne.text()).toBe("ok");
    const left = await (await api("/api/v1/messages")).json();
    expect(left.messages.map((m: { Subject: string }) => m.Subject)).toEqual(["primero"]);
    await api("/api/v1/messages", { method: "DELETE" });
    expect((await (await api("/api/v1/messages")).json()).total).toBe(0);
  });
});
