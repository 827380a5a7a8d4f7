import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: ["src/components/*.tsx", "src/lib/cn.ts", "src/lib/analytics.ts"],
  copy: ["src/styles/theme.css"],
});
