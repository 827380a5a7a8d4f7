import { expect, test } from "@playwright/test";
import { FORMS, openForm } from "../support/forms";
import { hydrate } from "../support/hydration";
import { leadsByEmail, uniqueEmail } from "../support/leads";
import { makeStaff, signUp } from "../support/staff";
import { MAIL_URL, SITE_URL } from "../support/urls";

interface CaughtMail {
  ID: string;
  MessageID: string;
  Subject: string;
  Text: string;
}

/** The catcher's message about that lead (Mailpit's API), or undefined while there is none. */
async function mailAbout(leadId: string): Promise<CaughtMail | undefined> {
  const list = (await (await fetch(`${MAIL_URL}/api/v1/messages`)).json()) as {
    messages: CaughtMail[];
  };
  const found = list.messages.find((message) => message.MessageID.startsWith(`lead-${leadId}@`));
  return (
    found && ((await (await fetch(`${MAIL_URL}/api/v1/message/${found.ID}`)).json()) as CaughtMail)
  );
}

test("a lead sent from the contact page is e-mailed to the agency within 5 s, with a link that opens it in /panel", async ({
  page,
}) => {
  const form = FORMS.contact;
  const email = uniqueEmail("aviso");
  await openForm(page, form);
  await form.fillValid(page, email);
  await form.submit(page).click();
  await form.succeeded(page);
  const sent = Date.now();

  const [lead] = await leadsByEmail(email);
  expect(lead).toBeDefined();
  await expect.poll(() => mailAbout(lead!.id), { timeout: 5000, intervals: [100] }).toBeDefined();
  expect(Date.now() - sent).toBeLessThan(5000);
  const mail = (await mailAbout(lead!.id))!;
  expect(mail.Subject).toBe("Nuevo contacto: Ana Pérez (Contacto General) — Impulso IA");
  expect(mail.Text).toContain(`Email: ${email}`);
  const link = `${SITE_URL}/panel?lead=${lead!.id}`;
  expect(mail.Text).toContain(`Ver el contacto en el panel: ${link}`);

  const staff = uniqueEmail("equipo-aviso");
  await page.goto("/acceso");
  await hydrate(page);
  await signUp(page, staff, "secreto-del-equipo");
  await expect(page.getByText("Tu cuenta todavía no tiene acceso al panel")).toBeVisible();
  await makeStaff(staff);
  await page.getByRole("button", { name: "Ya me habilitaron" }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await page.goto(link);
  const detail = page.getByRole("dialog");
  await expect(detail.getByRole("heading", { name: "Ana Pérez" })).toBeVisible();
  await expect(detail).toContainText(email);
  await expect(detail).toContainText(lead!.id);
  await detail.getByRole("button", { name: "Cerrar" }).click();
  await expect(page).toHaveURL(/\/panel$/);
});
