/**
 * A small catalogue for the stories: the demo store's products, with pictures drawn inline (no
 * network), and a cart kept in memory.
 */
import type { Decorator } from "@storybook/react-vite";
import { addItem, type AddToCart, type CartLine } from "../cart/cart";
import { CartProvider } from "../cart/cart-provider";
import { CART_STORAGE_KEY } from "../cart/cart-store";
import type { StoreConfig } from "../client";
import { detail, hiveKit, price, product, usd, variant } from "../test/fixtures";
import type { StoreProduct } from "../types";

/** A square picture: a gradient and a label, as an SVG data URL. */
export function picture(label: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="800" fill="url(#g)"/><text x="400" y="420" fill="#fff" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const kitImages = {
  kit: picture("Kit de monitoreo", "#451a03", "#b45309"),
  app: picture("App de alertas", "#78350f", "#d97706"),
  chico: picture("4 colmenas", "#451a03", "#b45309"),
  mediano: picture("10 colmenas", "#451a03", "#b45309"),
  grande: picture("25 colmenas", "#451a03", "#b45309"),
};

export const kit = {
  ...hiveKit,
  thumbnail: kitImages.kit,
  media: [
    { url: kitImages.kit, order: 0, type: "image" },
    { url: kitImages.app, order: 1, type: "image" },
  ],
  variants: hiveKit.variants.map((item, index) => ({
    ...item,
    image_url: [kitImages.chico, kitImages.mediano, kitImages.grande][index] ?? null,
  })),
};

export const course = product({
  id: "prod-curso",
  title: "Curso online: Automatizá tu pyme con IA",
  subtitle: "Seis módulos prácticos para sacarte de encima las tareas repetitivas.",
  ribbon_text: "Oferta",
  thumbnail: picture("Curso de IA", "#083344", "#0e7490"),
  variants: [
    variant({ id: "curso-v", title: "Acceso por un año", prices: [price(8_900_000, 5_900_000)] }),
  ],
});

export const agent = product({
  id: "prod-agente",
  title: "Agente de WhatsApp con IA",
  subtitle: "Atiende, responde y agenda por vos las 24 horas, con tus precios y tus horarios.",
  ribbon_text: "Más elegido",
  thumbnail: picture("Agente de WhatsApp", "#064e3b", "#047857"),
  variants: [
    variant({ id: "agente-diy", title: "Autogestionable", prices: [price(4_500_000)] }),
    variant({ id: "agente-full", title: "Llave en Mano", prices: [price(18_000_000)] }),
  ],
});

export const templates = product({
  id: "prod-plantillas",
  title: "Plantillas de respuestas para WhatsApp Business",
  subtitle: null,
  thumbnail: picture("Plantillas", "#064e3b", "#10b981"),
  variants: [
    variant({
      id: "plantillas-v",
      title: "Pack de 50 plantillas",
      prices: [price(1_900, null, usd)],
    }),
  ],
});

export const thermal = product({
  id: "prod-termico",
  title: "Módulo térmico contra Varroa",
  subtitle: "Tratamiento a unos 40 °C, sin químicos en la miel.",
  ribbon_text: "Últimas unidades",
  thumbnail: picture("~40 °C", "#450a0a", "#c2410c"),
  variants: [
    variant({
      id: "termico-v",
      title: "Módulo",
      manage_inventory: true,
      inventory_quantity: 0,
      prices: [price(26_000_000)],
    }),
  ],
});

export const custom = product({
  id: "prod-sistema",
  title: "Sistema a medida para tu empresa",
  subtitle: "Gestión de stock, turnos o ventas, hecho para tu forma de trabajar.",
  ribbon_text: "A cotizar",
  purchasable: false,
  variants: [variant({ id: "sistema-v", title: "Proyecto", prices: [price(250_000_000)] })],
});

/** The kit as the list call shows it. */
const kitListed: StoreProduct = product({ ...kit, images: kit.media });

export const catalogue: StoreProduct[] = [agent, kitListed, course, templates, thermal, custom];

export const courseDetail = detail({
  ...course,
  media: [{ url: course.thumbnail!, order: 0, type: "image" }],
});

/** A store that answers nothing: the stories never leave the page. */
export const storyStoreConfig: StoreConfig = {
  baseUrl: "https://api.example.com",
  storeId: "store_01K2Z8M4QJ7V3X9T6B5N0D4R8H",
  fetch: () => new Promise(() => {}),
};

/** A Storage kept in memory, holding a cart with these items. */
function memoryStorage(items: readonly AddToCart[]): Storage {
  const lines = items.reduce<CartLine[]>((cart, item) => addItem(cart, item), []);
  const values = new Map<string, string>(
    lines.length > 0 ? [[CART_STORAGE_KEY, JSON.stringify(lines)]] : [],
  );
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

/** A fresh cart for the story, holding these items. */
export const withCart =
  (...items: AddToCart[]): Decorator =>
  (Story) => (
    <CartProvider storeConfig={storyStoreConfig} storage={memoryStorage(items)}>
      <Story />
    </CartProvider>
  );
