#!/usr/bin/env node
// `app-shell-finish <build/client>`, run from the TypeScript sources with app-shell's own settings.
import { register } from "tsx/esm/api";

register({ tsconfig: new URL("../tsconfig.json", import.meta.url).pathname });
const { finishBuild } = await import("../src/static-build/finish.ts");
await finishBuild(process.argv[2]);
