import type { Preview } from "@storybook/react-vite";
import "./storybook.css";

// The site is in Spanish (Argentina): screen readers and the a11y checks should know it.
document.documentElement.lang = "es-AR";

/** Viewports of the devices the agency's visitors use most, phone first. */
const viewports = {
  phone: {
    name: "Teléfono (390 px)",
    styles: { width: "390px", height: "844px" },
    type: "mobile",
  },
  phoneSmall: {
    name: "Teléfono chico (360 px)",
    styles: { width: "360px", height: "740px" },
    type: "mobile",
  },
  tablet: {
    name: "Tablet (768 px)",
    styles: { width: "768px", height: "1024px" },
    type: "tablet",
  },
  laptop: {
    name: "Notebook (1280 px)",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
  desktop: {
    name: "Escritorio (1440 px)",
    styles: { width: "1440px", height: "900px" },
    type: "desktop",
  },
} as const;

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // Violations fail the story's test (the Vitest addon or the test runner), not just warn.
    a11y: { test: "error" },
    viewport: { options: viewports },
    backgrounds: {
      options: {
        light: { name: "Claro", value: "var(--color-background)" },
        muted: { name: "Gris", value: "var(--color-muted)" },
        ink: { name: "Tinta", value: "var(--color-ink)" },
      },
    },
    options: {
      storySort: {
        order: [
          "Fundamentos",
          "Primitivos",
          "Formularios",
          "Layout",
          "Bloques",
          "Flotantes",
          "Leads",
          "Oferta",
          "Tienda",
          "*",
        ],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: "light" },
  },
};

export default preview;
