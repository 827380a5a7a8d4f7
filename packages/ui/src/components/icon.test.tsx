import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { Icon } from "./icon";
import { spriteIconNames } from "../generated/icon-names";

describe("Icon", () => {
  it("draws from the sprite, which holds every icon name (run `pnpm icons` when this fails)", () => {
    const sprite = readFileSync(join(__dirname, "../generated/icons.svg"), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="(\w+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(spriteIconNames);
  });

  it("is hidden from assistive technology unless it carries a label", () => {
    const { container, rerender } = render(<Icon name="Bot" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/#Bot$/);
    rerender(<Icon name="Bot" label="Asistente" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-label", "Asistente");
  });
});
