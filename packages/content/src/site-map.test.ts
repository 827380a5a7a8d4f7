import { describe, expect, it } from "vitest";
import { landingSlugs } from "./landings";
import { offerPages } from "./offers";
import { siteMapGroups } from "./site-map";
import { extendedSiteMapGroups } from "./site-map-extended";

describe("the site maps", () => {
  it("list 'Ver Carrito' pointing at /store", () => {
    const links = siteMapGroups.flatMap((group) => group.links);
    expect(links).toContainEqual({ href: "/store", label: "Ver Carrito" });
  });

  it("group the extended map as the spec says, with the offers app's pages on its own origin", () => {
    const groups = extendedSiteMapGroups("https://ofertas.example.com");
    expect(groups.map((group) => group.title)).toEqual([
      "Navegación principal",
      "Servicios",
      "Tienda",
      "Landing pages",
      "Legal",
    ]);
    const landingHrefs = groups[3]!.links.map((link) => link.href);
    expect(landingHrefs).toEqual([
      `https://ofertas.example.com${offerPages.ars.path}`,
      `https://ofertas.example.com${offerPages.latam.path}`,
      ...landingSlugs.map((slug) => `https://ofertas.example.com/${slug}`),
    ]);
    expect(groups[2]!.links).toContainEqual({ href: "/store", label: "Ver Carrito" });
  });
});
