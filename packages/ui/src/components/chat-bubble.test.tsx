import { act, fireEvent, render, screen } from "@testing-library/react";
import { ChatBubble } from "./chat-bubble";

const props = {
  name: "Tiziana",
  greeting: "¡Hola! Soy Tiziana 👋",
  question: "¿En qué puedo ayudarte?",
  href: "https://wa.me/5492664557788?text=Hola",
};

describe("ChatBubble", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("appears after 5 s and hides by itself at 45 s", () => {
    render(<ChatBubble {...props} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText("¿En qué puedo ayudarte?")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("¿En qué puedo ayudarte?")).toBeVisible();
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.queryByText("¿En qué puedo ayudarte?")).toBeNull();
  });

  it("closes on its close button and does not come back", () => {
    render(<ChatBubble {...props} />);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole("button", { name: "Cerrar mensaje" }));
    expect(screen.queryByText(props.greeting)).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText(props.greeting)).toBeNull();
  });

  it("opens the chat in a new tab and closes when clicked", () => {
    render(<ChatBubble {...props} />);
    act(() => vi.advanceTimersByTime(5000));
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", props.href);
    expect(link).toHaveAttribute("target", "_blank");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
