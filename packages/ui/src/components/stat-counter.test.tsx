import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { StatCounter } from "./stat-counter";

describe("StatCounter", () => {
  it("shows the final figure in the prerendered HTML", () => {
    const html = renderToString(<StatCounter value={500} suffix="+" label="Proyectos" />);
    expect(html).toContain("500");
    expect(html).toContain("Proyectos");
  });

  it("tells screen readers the final figure while it counts", () => {
    render(<StatCounter value={98} suffix="%" label="Satisfacción" />);
    expect(screen.getByText("98%", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
