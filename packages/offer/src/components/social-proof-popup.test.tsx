import { socialProof, socialProofTemplate, type OfferMarket } from "@agencia/content/offers";
import { act, render, screen } from "@testing-library/react";
import { SocialProofPopup } from "./social-proof-popup";

/** Renders a market's popup with a fixed draw; returns its live region. */
function renderPopup(market: OfferMarket, draw: number, sinceOpened?: () => number) {
  render(
    <SocialProofPopup
      messages={socialProof[market]}
      template={socialProofTemplate[market]}
      random={() => draw}
      sinceOpened={sinceOpened}
    />,
  );
  return screen.getByRole("status");
}

const SOFIA = "Sofía de Córdoba compró Llave en Mano";
const MATIAS = "Matías de Rosario compró Autogestionable";

/** Advances the clock step by step; after each, the popup says the step's text ("": nothing). */
function expectTimeline(popup: HTMLElement, steps: [ms: number, text: string][]) {
  for (const [ms, text] of steps) {
    act(() => vi.advanceTimersByTime(ms));
    if (text) expect(popup).toHaveTextContent(text);
    else expect(popup).toBeEmptyDOMElement();
  }
}

// The first render loads the icon sprite and the content: give a busy machine time.
describe("SocialProofPopup", { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a message at 8 s for 5 s, then waits for the next one", () => {
    const popup = renderPopup("ars", 0);
    expect(popup).toBeEmptyDOMElement();
    expectTimeline(popup, [
      [7999, ""],
      [1, SOFIA],
      [4999, SOFIA],
      [1, ""],
      [3000, MATIAS],
    ]);
  });

  it("keeps to the page's beat when it mounts late: first message 8 s after the page opened", () => {
    const popup = renderPopup("ars", 0, () => 5200);
    expectTimeline(popup, [
      [2799, ""],
      [1, SOFIA],
      [8000, MATIAS],
    ]);
  });

  it("shows every one of the 20 messages once per cycle, then starts again", () => {
    const popup = renderPopup("latam", 0.73);
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      act(() => vi.advanceTimersByTime(8000));
      seen.push(popup.textContent ?? "");
    }
    const first = seen.slice(0, 20);
    const second = seen.slice(20);
    expect(new Set(first).size).toBe(20);
    expect(new Set(second).size).toBe(20);
    expect(new Set([...first, ...second]).size).toBe(20);
  });
});
