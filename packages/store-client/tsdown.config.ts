import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: [
    "src/index.ts",
    "src/cart/index.ts",
    "src/cart/cart-provider.tsx",
    "src/query/index.ts",
    "src/live/index.ts",
    "src/live/enhance.ts",
    "src/sanitize.ts",
    "src/components/*.tsx",
  ],
});
