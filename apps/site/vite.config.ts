import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Modules five or more routes share travel as one chunk: fewer, larger requests when a
        // page hydrates, while code that fewer routes use stays with them.
        codeSplitting: { groups: [{ name: "common", minShareCount: 5 }] },
      },
    },
  },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
});
