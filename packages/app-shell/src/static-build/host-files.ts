// Cloudflare silently ignores `_headers` and `_redirects` rules past its documented limits, so
// they fail the build here instead.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const LIMITS = {
  headerRules: 100,
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
};

const ruleLines = (text: string) =>
  text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));

/** What in an app's `_headers` and `_redirects` Cloudflare would not apply, in Spanish. */
export function hostFileProblems(headers: string, redirects: string): string[] {
  const problems: string[] = [];
  const headerLines = ruleLines(headers);
  const headerRules = headerLines.filter((line) => !/^\s/.test(line)).length;
  if (headerRules > LIMITS.headerRules)
    problems.push(`_headers: ${headerRules} reglas (Cloudflare admite ${LIMITS.headerRules})`);
  for (const line of headerLines.filter((line) => line.length > LIMITS.headerLineLength))
    problems.push(
      `_headers: una línea de ${line.length} caracteres (Cloudflare admite ${LIMITS.headerLineLength}): ${line.trim().slice(0, 60)}…`,
    );
  const redirectLines = ruleLines(redirects);
  const dynamic = redirectLines.filter((line) => /[*:]/.test(line.trim().split(/\s+/)[0] ?? ""));
  if (dynamic.length > LIMITS.dynamicRedirects)
    problems.push(
      `_redirects: ${dynamic.length} reglas dinámicas (Cloudflare admite ${LIMITS.dynamicRedirects})`,
    );
  if (redirectLines.length - dynamic.length > LIMITS.staticRedirects)
    problems.push(
      `_redirects: ${redirectLines.length - dynamic.length} reglas estáticas (Cloudflare admite ${LIMITS.staticRedirects})`,
    );
  for (const line of redirectLines.filter((line) => line.length > LIMITS.redirectLineLength))
    problems.push(
      `_redirects: una línea de ${line.length} caracteres (Cloudflare admite ${LIMITS.redirectLineLength}): ${line.slice(0, 60)}…`,
    );
  for (const line of redirectLines) {
    const [, target = "", status = "302"] = line.trim().split(/\s+/);
    if (/^\w+:/.test(target) && !target.startsWith("https://"))
      problems.push(`_redirects: Cloudflare solo redirige a https:// o a una ruta: ${line.trim()}`);
    if (!["200", "301", "302", "303", "307", "308"].includes(status))
      problems.push(`_redirects: Cloudflare no admite el estado ${status}: ${line.trim()}`);
  }
  return problems;
}

export async function finishHostFiles(dir: string): Promise<void> {
  await writeFile(join(dir, ".assetsignore"), "# Cloudflare compresses at the edge.\n*.br\n*.gz\n");
  const read = (name: string) => readFile(join(dir, name), "utf8").catch(() => "");
  const problems = hostFileProblems(await read("_headers"), await read("_redirects"));
  if (problems.length > 0) throw new Error(`${dir}:\n${problems.join("\n")}`);
}
