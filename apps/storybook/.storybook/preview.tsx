import { annotations } from "@agencia/storybook-config/preview";
import { definePreview } from "@storybook/react-vite";
import "./storybook.css";

// The site is in Spanish (Argentina): screen readers and the a11y checks should know it.
document.documentElement.lang = "es-AR";

// The stories' own annotations (`@agencia/storybook-config/preview`, which the stories import).
// Storybook reads `tags` and `storySort` from this file's text when it indexes the stories, so
// those two are written here, inline.
export default definePreview({
  ...annotations,
  // Every component gets its docs page, built from its stories.
  tags: ["autodocs"],
  parameters: {
    ...annotations.parameters,
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
});
