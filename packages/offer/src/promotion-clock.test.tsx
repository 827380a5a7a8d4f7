// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { offerPages } from "@agencia/content/offers";
import { CountdownBanner } from "./components/countdown-banner";
import { timeLeft } from "./countdown";
import { promotionClockScript } from "./promotion-clock";

const END = Date.parse("2025-08-31T23:59:59-03:00");
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** An offer banner as the build wrote it, followed by the clock script, run at `now`. */
function bannerAt(now: number, builtWith: Parameters<typeof timeLeft>) {
  vi.setSystemTime(now);
  document.body.innerHTML = renderToStaticMarkup(
    <CountdownBanner left={timeLeft(...builtWith)} copy={offerPages.ars.banner} />,
  );
  new Function(promotionClockScript(END))();
  const banner = document.querySelector<HTMLElement>("[data-countdown]")!;
  const visible = [...banner.querySelectorAll<HTMLElement>("[data-when]")].filter(
    (part) => !part.hidden,
  );
  expect(visible.map((part) => part.dataset.when)).toEqual([banner.dataset.state]);
  const shown = Object.fromEntries(
    [...banner.querySelectorAll("[data-unit]:not([hidden]) [data-countdown-unit]")].map(
      (digits) => [digits.getAttribute("data-countdown-unit"), digits.textContent],
    ),
  );
  return { state: banner.dataset.state, shown };
}

describe("the promotion clock script", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the end to a visitor after it, on a page built while it ran", () => {
    expect(bannerAt(END + 5 * SECOND, [END - DAY, END])).toEqual({ state: "over", shown: {} });
  });

  it("shows the time left, as timeLeft counts it, to a visitor before the end, on a page built after it", () => {
    for (const before of [3 * DAY + 4_321_000, 2 * DAY, 5 * 60_000 + 9 * SECOND, 7 * SECOND, 999]) {
      const now = END - before;
      expect(bannerAt(now, [END + DAY, END])).toEqual({
        state: Object.keys(timeLeft(now, END)).length > 0 ? "running" : "over",
        shown: timeLeft(now, END),
      });
    }
  });

  it("ticks every second until the end", () => {
    bannerAt(END - 2 * SECOND, [END + DAY, END]);
    const banner = () => document.querySelector<HTMLElement>("[data-countdown]")!;
    expect(banner().querySelector('[data-countdown-unit="seconds"]')).toHaveTextContent("02");
    vi.advanceTimersByTime(1000);
    expect(banner().querySelector('[data-countdown-unit="seconds"]')).toHaveTextContent("01");
    vi.advanceTimersByTime(1000);
    expect(banner().dataset.state).toBe("over");
  });

  it("leaves a countdown alone once React ticks it (data-live)", () => {
    vi.setSystemTime(END + SECOND);
    document.body.innerHTML = renderToStaticMarkup(
      <CountdownBanner left={timeLeft(END - DAY, END)} live copy={offerPages.ars.banner} />,
    );
    new Function(promotionClockScript(END))();
    expect(document.querySelector<HTMLElement>("[data-countdown]")!.dataset.state).toBe("running");
  });
});
