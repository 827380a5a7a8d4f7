import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: [
    "src/components/*.tsx",
    "src/hooks/*.ts",
    "src/lib/cn.ts",
    "src/lib/class-conflicts.ts",
    "src/lib/count-up.ts",
    "src/lib/toast-waiting.ts",
    "src/lib/plain-toast.ts",
    "src/lib/form-sending.ts",
    "src/lib/form-shown-since.ts",
    "src/lib/form-rules.ts",
    "src/lib/next-paint.ts",
  ],
  copy: ["src/styles/theme.css", "src/fonts/inter-variable-es.woff2"],
});
