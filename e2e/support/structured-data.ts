/**
 * Checks a page's JSON-LD the way a search engine reads it: schema.org context, known types with
 * the properties their rich results need, absolute URLs on the page's own site. Answers the
 * problems found (none for a valid block).
 */
type Json = Record<string, unknown>;

const REQUIRED: Record<string, readonly string[]> = {
  Organization: ["name", "url"],
  LocalBusiness: ["name", "address"],
  PostalAddress: ["addressLocality", "addressCountry"],
  WebPage: ["url", "name", "inLanguage"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  BlogPosting: ["headline", "datePublished", "author", "image", "publisher", "mainEntityOfPage"],
  Person: ["name"],
  ImageObject: ["url"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  Service: ["name", "provider", "description"],
  Product: ["name", "description", "offers"],
  Offer: ["price", "priceCurrency"],
  AggregateOffer: ["lowPrice", "priceCurrency"],
  Brand: ["name"],
  Country: ["name"],
  Place: ["name"],
};

const URL_KEYS = new Set(["url", "item", "@id", "logo", "mainEntityOfPage"]);

export function structuredDataProblems(block: unknown, origin: string): string[] {
  const problems: string[] = [];
  if (typeof block !== "object" || block === null) return ["the block is not an object"];
  if ((block as Json)["@context"] !== "https://schema.org")
    problems.push("@context is not https://schema.org");

  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node))
      return node.forEach((item, index) => visit(item, `${where}[${index}]`));
    if (typeof node !== "object" || node === null) return;
    const object = node as Json;
    const type = object["@type"];
    // A node with only its type and @id refers to one described elsewhere.
    const reference = typeof object["@id"] === "string" && Object.keys(object).length <= 2;
    if (typeof type === "string" && !reference) {
      const required = REQUIRED[type];
      if (!required) problems.push(`${where}: unexpected @type ${type}`);
      for (const key of required ?? []) {
        const value = object[key];
        if (
          value === undefined ||
          value === null ||
          value === "" ||
          (Array.isArray(value) && !value.length)
        )
          problems.push(`${where} (${type}): missing ${key}`);
      }
      if (type === "Offer" && !/^\d+(\.\d+)?$/.test(String(object.price)))
        problems.push(`${where}: price is not a number`);
      if ("priceCurrency" in object && !/^[A-Z]{3}$/.test(String(object.priceCurrency)))
        problems.push(`${where}: priceCurrency is not ISO 4217`);
      if (type === "BlogPosting" && Number.isNaN(Date.parse(String(object.datePublished))))
        problems.push(`${where}: datePublished is not a date`);
    }
    for (const [key, value] of Object.entries(object)) {
      if (URL_KEYS.has(key) && typeof value === "string") {
        if (!/^https?:\/\//.test(value))
          problems.push(`${where}.${key}: not an absolute URL (${value})`);
        else if (key !== "logo" && new URL(value).origin !== origin)
          problems.push(`${where}.${key}: points off the site (${value})`);
      }
      visit(value, `${where}.${key}`);
    }
  };
  visit(block, "$");
  return problems;
}
