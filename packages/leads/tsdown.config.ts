import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: [
    "src/index.ts",
    "src/database.types.ts",
    "src/auth/index.ts",
    "src/inbox/index.ts",
    "src/components/*.tsx",
  ],
});
