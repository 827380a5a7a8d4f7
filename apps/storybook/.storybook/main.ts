import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // Stories live beside their components in each package; every package's stories show up here.
  stories: ["../../../packages/*/src/**/*.stories.tsx", "../../../packages/*/src/**/*.mdx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Tailwind v4 compiles `storybook.css` (the theme plus every class in the packages' sources).
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      // The packages' own dependencies, optimized up front: found halfway through a test run,
      // Vite would reload the page under the running tests.
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          "@agencia/ui > @radix-ui/react-slot",
          "@agencia/ui > class-variance-authority",
          "@agencia/ui > clsx",
          "@agencia/ui > sonner",
        ],
      },
    };
  },
};

export default config;
