#!/usr/bin/env node
// `app-shell-finish <build/client>`: the static build's last step (src/static-build/finish.ts), run from
// TypeScript sources like the rest of the monorepo.
import { register } from "tsx/esm/api";

register();
const { finishBuild } = await import("../src/static-build/finish.ts");
await finishBuild(process.argv[2]);
