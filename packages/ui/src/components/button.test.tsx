import { render, screen } from "@testing-library/react";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("renders a button of the chosen variant", () => {
    render(<Button variant="whatsapp">Escribinos</Button>);
    const button = screen.getByRole("button", { name: "Escribinos" });
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button.className).toContain("bg-whatsapp-strong");
  });

  it("lends its look to a link with asChild", () => {
    render(
      <Button asChild size="lg">
        <a href="/agenda">Agendá</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Agendá" });
    expect(link).toHaveAttribute("href", "/agenda");
    expect(link.className).toBe(buttonVariants({ size: "lg" }));
  });
});
