import addonA11y from "@storybook/addon-a11y";
import addonDocs from "@storybook/addon-docs";
import { definePreview } from "@storybook/react-vite";

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

const addons = [addonA11y(), addonDocs()];

/**
 * What every story renders with. The Storybook app's own preview (`apps/storybook/.storybook`)
 * is built from these same annotations and adds what only the app has: the stylesheet and the
 * sidebar's order.
 */
export const annotations = {
  addons,
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
  },
  initialGlobals: {
    backgrounds: { value: "light" },
  },
} satisfies Parameters<typeof definePreview<typeof addons>>[0];

/**
 * The stories' preview: `const meta = preview.meta({ component, … })`, then
 * `export const Name = meta.story({ … })`. A meta arg for a prop of literal type (`"sm" | "lg"`,
 * `2 | 3 | 4`) is written `as const`: `meta()` infers its args before it knows the component's props,
 * widens them, and the stories would then have to give those args again (storybookjs/storybook#32829).
 */
export default definePreview(annotations);
