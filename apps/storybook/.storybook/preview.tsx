import { annotations } from "@agencia/storybook-config/preview";
import { definePreview } from "@storybook/react-vite";
import "./storybook.css";

// The site is in Spanish (Argentina): screen readers and the a11y checks should know it.
document.documentElement.lang = "es-AR";

// The stories' own annotations (`@agencia/storybook-config/preview`, which the stories import),
// and the sidebar's order. Storybook reads `storySort` from this file's text, so it stays inline.
export default definePreview({
  ...annotations,
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
