import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: ["src/index.ts", "src/database.types.ts", "src/components/*.tsx"],
});
