import type {
  StoreCurrency,
  StorePrice,
  StoreProduct,
  StoreProductDetail,
  StoreVariant,
} from "../types";

/** Products and variants shaped as the storefront API sends them, for tests and stories. */

export const ars: StoreCurrency = { code: "ARS", symbol: "$", template: "$ $1" };
export const usd: StoreCurrency = { code: "USD", symbol: "US$", template: "US$ $1" };

export function price(
  amount: number,
  sale: number | null = null,
  currency: StoreCurrency = ars,
): StorePrice {
  return {
    amount,
    sale_amount: sale,
    currency_code: currency.code?.toLowerCase() ?? null,
    currency,
  };
}

export function variant(overrides: Partial<StoreVariant> & { id: string }): StoreVariant {
  return {
    title: "Única",
    image_url: null,
    sku: null,
    manage_inventory: false,
    weight: null,
    options: [],
    inventory_quantity: 0,
    prices: [price(4_500_000)],
    ...overrides,
  };
}

export function product(overrides: Partial<StoreProduct> & { id: string }): StoreProduct {
  return {
    title: "Curso online: Automatizá tu pyme con IA",
    subtitle: "Seis módulos prácticos para sacarte de encima las tareas repetitivas.",
    ribbon_text: null,
    description: "<p>Aprendé a automatizar presupuestos y reportes.</p>",
    thumbnail: null,
    purchasable: true,
    order: 1,
    site_product_selection: null,
    images: [],
    options: [],
    variants: [variant({ id: `${overrides.id}-v1` })],
    product_collections: [],
    additional_info: [],
    type: { value: "Curso" },
    custom_fields: [],
    related_products: [],
    updated_at: "2026-02-01T12:00:00.000Z",
    ...overrides,
  };
}

export function detail(
  overrides: Partial<StoreProductDetail> & { id: string },
): StoreProductDetail {
  const { images: _images, ...listed } = product({ id: overrides.id });
  return {
    ...listed,
    media: [],
    status: "published",
    created_at: "2026-01-01T12:00:00.000Z",
    deleted_at: null,
    metadata: {},
    ...overrides,
  };
}

/** The hive kit: three sizes, one on sale, one sold out, each with its own image. */
export const hiveKit = detail({
  id: "prod-kit",
  title: "Kit de monitoreo de colmenas",
  subtitle: "Temperatura, humedad y peso de cada colmena en tu celular.",
  ribbon_text: "Nuevo",
  media: [
    { url: "/media/kit.webp", order: 0, type: "image" },
    { url: "/media/app.webp", order: 1, type: "image" },
  ],
  thumbnail: "/media/kit.webp",
  options: [{ id: "opt-size", title: "Tamaño", values: [] }],
  variants: [
    variant({
      id: "kit-s",
      title: "Chico (4 colmenas)",
      manage_inventory: true,
      inventory_quantity: 12,
      image_url: "/media/chico.webp",
      prices: [price(32_000_000)],
    }),
    variant({
      id: "kit-m",
      title: "Mediano (10 colmenas)",
      manage_inventory: true,
      inventory_quantity: 3,
      image_url: "/media/mediano.webp",
      prices: [price(69_000_000, 62_000_000)],
    }),
    variant({
      id: "kit-l",
      title: "Grande (25 colmenas)",
      manage_inventory: true,
      inventory_quantity: 0,
      image_url: "/media/grande.webp",
      prices: [price(145_000_000)],
    }),
  ],
  additional_info: [
    { id: "info-1", order: 0, title: "Envío", description: "<p>A todo el país.</p>" },
  ],
});

/** An online course: one variant, on sale in pesos. */
export const onlineCourse = product({
  id: "curso",
  title: "Curso online",
  variants: [
    variant({ id: "curso-v", title: "Acceso por un año", prices: [price(8_900_000, 5_900_000)] }),
  ],
});
