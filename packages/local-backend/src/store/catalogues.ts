import { products as seed, type SeedProduct, type SeedVariant } from "./catalogue";

/**
 * The catalogue a storefront request reads: the seed, as the test controls (`/__admin/store`)
 * changed it. Requests and controls that carry `X-Store-Scope: {name}` read and change a copy of
 * the seed of their own, so a test that changes the stock or adds a product changes nothing that
 * another test (or a person on `pnpm start`) sees; the others share one catalogue.
 */
export const SCOPE_HEADER = "x-store-scope";

/** Scopes kept at once; the oldest is forgotten past this. */
const MAX_SCOPES = 200;

export class Catalogue {
  products: SeedProduct[] = structuredClone(seed) as SeedProduct[];

  find(id: string): SeedProduct | undefined {
    return this.products.find((product) => product.id === id);
  }

  findVariant(id: string): { product: SeedProduct; variant: SeedVariant } | undefined {
    for (const product of this.products) {
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  /** Adds the product at the end of the catalogue, or replaces the one with its id. */
  put(product: SeedProduct): "added" | "replaced" {
    const index = this.products.findIndex((current) => current.id === product.id);
    if (index === -1) {
      this.products.push(product);
      return "added";
    }
    this.products[index] = product;
    return "replaced";
  }

  remove(id: string): boolean {
    const before = this.products.length;
    this.products = this.products.filter((product) => product.id !== id);
    return this.products.length < before;
  }
}

export class Catalogues {
  private shared = new Catalogue();
  private readonly scoped = new Map<string, Catalogue>();

  /** The catalogue of a scope (a fresh copy of the seed the first time), or the shared one. */
  of(scope: string | null | undefined): Catalogue {
    if (!scope) return this.shared;
    let catalogue = this.scoped.get(scope);
    if (!catalogue) {
      catalogue = new Catalogue();
      this.scoped.set(scope, catalogue);
      for (const oldest of this.scoped.keys()) {
        if (this.scoped.size <= MAX_SCOPES) break;
        this.scoped.delete(oldest);
      }
    }
    return catalogue;
  }

  /** Back to the seed: the scope's copy is dropped, or the shared catalogue replaced. */
  reset(scope: string | null | undefined): void {
    if (scope) this.scoped.delete(scope);
    else this.shared = new Catalogue();
  }
}
