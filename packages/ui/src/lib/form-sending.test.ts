import { describe, expect, it } from "vitest";
import { isSending, showSending } from "./form-sending";

function formOf(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector("form")!;
}

describe("showSending", () => {
  it("marks the form busy, disables its buttons and marked fields, names the buttons busy", () => {
    const form = formOf(`<form>
      <input name="email" data-disabled-while-sending>
      <input name="name">
      <button type="submit" data-busy-label="Enviando..."><span>Enviar</span></button>
      <button>Otro</button>
      <button type="button">Cerrar</button>
    </form>`);
    expect(isSending(form)).toBe(false);
    showSending(form);
    expect(isSending(form)).toBe(true);
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(form.querySelector("[name=email]")).toBeDisabled();
    expect(form.querySelector("[name=name]")).toBeEnabled();
    for (const button of form.querySelectorAll("button:not([type=button])"))
      expect(button).toBeDisabled();
    expect(form.querySelector("[type=button]")).toBeEnabled();
    expect(form.querySelector("[type=submit]")).toHaveAccessibleName("Enviando...");
  });

  it("puts back what it changed, and only that", () => {
    const form = formOf(`<form aria-busy="false">
      <button type="submit" data-busy-label="…"><span>A</span></button>
      <button type="submit" disabled aria-label="Bee" data-busy-label="…">B</button>
    </form>`);
    const [a, b] = form.querySelectorAll("button");
    const release = showSending(form);
    release();
    expect(isSending(form)).toBe(false);
    expect(form).toHaveAttribute("aria-busy", "false");
    expect(a).toBeEnabled();
    expect(a).not.toHaveAttribute("aria-label");
    expect(b).toBeDisabled();
    expect(b).toHaveAttribute("aria-label", "Bee");

    form.removeAttribute("aria-busy");
    showSending(form)();
    expect(form).not.toHaveAttribute("aria-busy");
  });
});
