import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // Stories live beside their components in each package; every package's stories show up here.
  stories: ["../../../packages/*/src/**/*.stories.tsx", "../../../packages/*/src/**/*.mdx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Tailwind v4 compiles `storybook.css` (the theme plus every class in the packages' sources).
  viteFinal(viteConfig) {
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), tailwindcss()] };
  },
};

export default config;
