import type { Preview } from "@storybook/react-vite";
import "./storybook.css";

// The site is in Spanish (Argentina): screen readers and the a11y checks should know it.
document.documentElement.lang = "es-AR";

type ViewportType = "mobile" | "tablet" | "desktop";
const viewport = (name: string, width: number, height: number, type: ViewportType) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** Viewports of the devices the agency's visitors use most, phone first. */
const viewports = {
  phone: viewport("Teléfono (390 px)", 390, 844, "mobile"),
  phoneSmall: viewport("Teléfono chico (360 px)", 360, 740, "mobile"),
  tablet: viewport("Tablet (768 px)", 768, 1024, "tablet"),
  laptop: viewport("Notebook (1280 px)", 1280, 800, "desktop"),
  desktop: viewport("Escritorio (1440 px)", 1440, 900, "desktop"),
};

const preview: Preview = {
  // Every component gets its docs page, built from its stories.
  tags: ["autodocs"],
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
