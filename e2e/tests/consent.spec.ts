import { expect, test, type Page } from "@playwright/test";
import { holdApp } from "../support/hydration";
import { CONSENT_OFFERS_URL } from "../support/urls";

// The offers app built with VITE_CONSENT=required and a GA4 id (`build:consent`). Its banner is
// answered by the head script, so every test holds React back: the choice works before hydration.
const OFFER = `${CONSENT_OFFERS_URL}/oferta_agente_whatsapp`;

/** Requests to Google's tag host, answered here with an empty script (tests reach no third party). */
async function googleRequests(page: Page): Promise<string[]> {
  const urls: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    urls.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return urls;
}

/** The Consent Mode commands the page has given gtag, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command]) => command === "consent"),
  );

const everything = (state: string) => ({
  ad_storage: state,
  analytics_storage: state,
  ad_user_data: state,
  ad_personalization: state,
});

const banner = (page: Page) => page.getByRole("region", { name: "Cookies" });

test.beforeEach(async ({ page }) => {
  await holdApp(page);
});

test("nothing is measured before the visitor accepts; «Aceptar» loads the tag and is remembered", async ({
  page,
}) => {
  const requests = await googleRequests(page);
  await page.goto(OFFER, { waitUntil: "load" });
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("¿Nos dejás medirlo?");
  expect(await consentCommands(page)).toEqual([["consent", "default", everything("denied")]]);
  // The head script would have asked for the tag before `load`.
  expect(requests).toEqual([]);

  await banner(page).getByRole("button", { name: "Aceptar" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests).toEqual([expect.stringContaining("gtag/js?id=G-CONSENT00")]);
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", everything("denied")],
    ["consent", "update", everything("granted")],
  ]);

  // A returning visitor is not asked again, and the tag loads at once.
  await page.reload({ waitUntil: "load" });
  await expect(banner(page)).toBeHidden();
  expect(requests).toHaveLength(2);
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", everything("denied")],
    ["consent", "update", everything("granted")],
  ]);
});

test("«Rechazar» hides the banner, loads nothing, and is remembered", async ({ page }) => {
  const requests = await googleRequests(page);
  await page.goto(OFFER, { waitUntil: "load" });
  await banner(page).getByRole("button", { name: "Rechazar" }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload({ waitUntil: "load" });
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([["consent", "default", everything("denied")]]);
  expect(requests).toEqual([]);
});

test("«Preferencias de cookies» in the footer shows the banner again, and a new choice replaces the old", async ({
  page,
}) => {
  const requests = await googleRequests(page);
  await page.goto(OFFER, { waitUntil: "load" });
  await banner(page).getByRole("button", { name: "Aceptar" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests).toHaveLength(1);

  const settings = page.getByRole("contentinfo").getByRole("button", {
    name: "Preferencias de cookies",
  });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Aceptar" })).toBeFocused();

  await banner(page).getByRole("button", { name: "Rechazar" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", everything("denied")],
    ["consent", "update", everything("granted")],
    ["consent", "update", everything("denied")],
  ]);

  // Remembered: the next page asks nothing and loads no tag.
  await page.reload({ waitUntil: "load" });
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page)).toEqual([["consent", "default", everything("denied")]]);
  expect(requests).toHaveLength(1);

  // And it can be changed back.
  await settings.click();
  await banner(page).getByRole("button", { name: "Aceptar" }).click();
  await expect.poll(() => requests).toHaveLength(2);
});
