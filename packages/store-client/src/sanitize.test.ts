import { JSDOM } from "jsdom";
import { createSanitizer, sanitizeHtml, sanitizeProduct } from "./sanitize";
import { hiveKit } from "./test/fixtures";

const hostile =
  '<p>Hola <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">clic</a><style>*{}</style><form></form><ul><li>uno</li></ul>';

describe("the store's HTML sanitizer", () => {
  it("keeps the formatting and drops scripts, handlers, javascript: links, styles and forms", () => {
    for (const sanitize of [sanitizeHtml, createSanitizer(new JSDOM("").window)]) {
      const clean = sanitize(hostile);
      expect(clean).toContain("<strong>mundo</strong>");
      expect(clean).toContain("<li>uno</li>");
      expect(clean).not.toMatch(/script|onerror|javascript:|style|form/);
    }
  });

  it("sanitizes a product's description and every additional text, and nothing else", () => {
    const product = {
      ...hiveKit,
      title: "<b>Kit</b>",
      description: hostile,
      additional_info: [{ id: "i", order: 0, title: "Envío", description: hostile }],
    };
    const clean = sanitizeProduct(product);
    expect(clean.title).toBe("<b>Kit</b>");
    expect(clean.description).not.toContain("<script>");
    expect(clean.additional_info[0]!.description).not.toContain("onerror");
    expect(sanitizeProduct({ ...product, description: null }).description).toBeNull();
  });
});
