import { socialProof, socialProofTemplate } from "@agencia/content/offers";
import { act, render, screen } from "@testing-library/react";
import { SocialProofPopup } from "./social-proof-popup";

// The first render loads the icon sprite and the content: give a busy machine time.
describe("SocialProofPopup", { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a message at 8 s for 5 s, then waits for the next one", () => {
    render(
      <SocialProofPopup
        messages={socialProof.ars}
        template={socialProofTemplate.ars}
        random={() => 0}
      />,
    );
    const popup = screen.getByRole("status");
    expect(popup).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(7999));
    expect(popup).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(popup).toHaveTextContent("Sofía de Córdoba compró Llave en Mano");
    act(() => vi.advanceTimersByTime(4999));
    expect(popup).toHaveTextContent("Sofía de Córdoba compró Llave en Mano");
    act(() => vi.advanceTimersByTime(1));
    expect(popup).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3000));
    expect(popup).toHaveTextContent("Matías de Rosario compró Autogestionable");
  });

  it("keeps to the page's beat when it mounts late: first message 8 s after the page opened", () => {
    render(
      <SocialProofPopup
        messages={socialProof.ars}
        template={socialProofTemplate.ars}
        random={() => 0}
        sinceOpened={() => 5200}
      />,
    );
    const popup = screen.getByRole("status");
    act(() => vi.advanceTimersByTime(2799));
    expect(popup).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(popup).toHaveTextContent("Sofía de Córdoba compró Llave en Mano");
    act(() => vi.advanceTimersByTime(8000));
    expect(popup).toHaveTextContent("Matías de Rosario compró Autogestionable");
  });

  it("shows every one of the 20 messages once per cycle, then starts again", () => {
    render(
      <SocialProofPopup
        messages={socialProof.latam}
        template={socialProofTemplate.latam}
        random={() => 0.73}
      />,
    );
    const popup = screen.getByRole("status");
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
