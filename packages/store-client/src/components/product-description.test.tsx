import { render } from "@testing-library/react";
import { ProductDescription, sanitizeHtml } from "./product-description";

describe("ProductDescription", () => {
  it("keeps the formatting and drops scripts, handlers and javascript: links", () => {
    const html =
      '<p>Hola <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">clic</a><ul><li>uno</li></ul>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain("<strong>mundo</strong>");
    expect(clean).toContain("<li>uno</li>");
    expect(clean).not.toMatch(/script|onerror|javascript:/);
    const { container } = render(<ProductDescription html={html} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
  });
});
