import { jsonLdText, type MetaTag } from "@agencia/content/seo";

/**
 * A page's head rendered by the page itself, for heads known only at run time (a product's):
 * React 19 moves `<title>`, `<meta>` and `<link>` into the document's head. Takes the same tags
 * a route's `meta` export returns.
 */
export function HeadTags({ tags }: { tags: readonly MetaTag[] }) {
  return tags.map((tag, index) => {
    if ("title" in tag) return <title key="title">{String(tag.title)}</title>;
    if ("script:ld+json" in tag)
      return (
        <script
          key={`ld-${index}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(tag["script:ld+json"] as object) }}
        />
      );
    if (tag.tagName === "link")
      return <link key={`link-${String(tag.rel)}`} rel={String(tag.rel)} href={String(tag.href)} />;
    const { name, property, content } = tag as Record<string, string | undefined>;
    return (
      <meta key={name ?? property ?? index} name={name} property={property} content={content} />
    );
  });
}
