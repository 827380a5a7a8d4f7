import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { tizianaBubble } from "../stories/fixtures";
import { CHAT_BUBBLE_HIDE_MS, CHAT_BUBBLE_SHOW_MS, ChatBubble } from "./chat-bubble";

const props = tizianaBubble;

// The 5 s and 45 s timing is a CSS animation (e2e/tests/layout.spec.ts checks it in Chromium);
// here: what the prerendered HTML carries and what a click does once hydrated.
describe("ChatBubble", () => {
  it("is in the prerendered HTML, timed to fade in at 5 s and hide itself at 45 s", () => {
    const html = renderToString(<ChatBubble {...props} />);
    expect(html).toContain(props.question);
    expect(html).toContain(`chat-bubble-in 0.5s ease-out ${CHAT_BUBBLE_SHOW_MS}ms both`);
    expect(html).toContain(`chat-bubble-out 1ms linear ${CHAT_BUBBLE_HIDE_MS}ms forwards`);
  });

  it("closes natively: its × is an invoker command on the bubble, hydrated or not", () => {
    render(<ChatBubble {...props} />);
    const bubble = screen.getByRole("dialog", { name: "Mensaje de Tiziana" });
    expect(bubble).toHaveAttribute("open");
    const close = screen.getByRole("button", { name: "Cerrar mensaje" });
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", bubble.id);
  });

  it("opens the chat in a new tab and closes when clicked", () => {
    render(<ChatBubble {...props} />);
    const bubble = screen.getByRole("dialog") as HTMLDialogElement;
    // jsdom has no <dialog> methods; the browser's close is what the click must call.
    const close = vi.fn();
    bubble.close = close;
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", props.href);
    expect(link).toHaveAttribute("target", "_blank");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(close).toHaveBeenCalledOnce();
  });
});
