/**
 * A real npm registry on this machine for the release check: Verdaccio on a free port, with its
 * storage in a folder of its own, in a process of its own (the check's own commands run
 * synchronously and must not stall it). It serves only the `@agencia` scope (no uplink:
 * everything else comes from the usual registry) and accepts publishing from one user it
 * creates, whose token goes into an npmrc of its own (`NPM_CONFIG_USERCONFIG`), so nothing of
 * the developer's npm configuration is read or changed.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** In the registry's own process: serves `dir` and prints its URL. */
async function serve(dir) {
  const { runServer } = await import("verdaccio");
  const storage = join(dir, "storage");
  mkdirSync(storage, { recursive: true });
  const server = await runServer({
    self_path: dir,
    storage,
    auth: { htpasswd: { file: join(dir, "htpasswd"), max_users: 1 } },
    uplinks: {},
    packages: {
      "@agencia/*": { access: "$all", publish: "$authenticated", unpublish: "$authenticated" },
    },
    web: { enable: false },
    log: { type: "stdout", format: "pretty", level: "error" },
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  console.log(`registry-url http://127.0.0.1:${server.address().port}/`);
}

export async function startLocalRegistry(dir) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dir], {
    stdio: ["ignore", "pipe", "inherit"],
    // Verdaccio's warnings about root and Node's version are noise here.
    env: { ...process.env, NODE_NO_WARNINGS: "1" },
  });
  let url = "";
  for await (const line of createInterface({ input: child.stdout })) {
    url = /^registry-url (\S+)$/.exec(line)?.[1] ?? "";
    if (url) break;
  }
  if (!url) throw new Error("the local registry did not start");

  const user = { name: "release-check", password: "release-check-password" };
  const signUp = await fetch(`${url}-/user/org.couchdb.user:${user.name}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, type: "user", roles: [], date: new Date().toISOString() }),
  });
  const { token } = await signUp.json();
  if (!signUp.ok || !token) throw new Error(`the local registry refused a user: ${signUp.status}`);
  const npmrc = join(dir, "npmrc");
  writeFileSync(
    npmrc,
    `@agencia:registry=${url}\n${url.replace(/^http:/, "")}:_authToken=${token}\n`,
  );

  return {
    url,
    /**
     * The environment of a command that publishes to this registry, or installs `@agencia`
     * packages from it (the rest from the usual registry).
     */
    env: { NPM_CONFIG_USERCONFIG: npmrc },
    close: async () => {
      child.kill();
      if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(process.argv[2]);
