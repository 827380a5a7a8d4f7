// Cloudflare silently ignores `_headers` and `_redirects` rules past its documented limits, so
// they fail the build here instead.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const ruleLines = (text: string) =>
  text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));

export function hostFileProblems(headers: string, redirects: string): string[] {
  const problems: string[] = [];
  const atMost = (file: string, count: number, what: string, limit: number) => {
    if (count > limit) problems.push(`${file}: ${count} ${what} (Cloudflare admite ${limit})`);
  };
  const linesAtMost = (file: string, lines: string[], limit: number) => {
    for (const line of lines.filter((line) => line.length > limit))
      problems.push(
        `${file}: una línea de ${line.length} caracteres (Cloudflare admite ${limit}): ${line.trim().slice(0, 60)}…`,
      );
  };
  const headerLines = ruleLines(headers);
  atMost("_headers", headerLines.filter((line) => !/^\s/.test(line)).length, "reglas", 100);
  linesAtMost("_headers", headerLines, 2000);
  const redirectLines = ruleLines(redirects);
  const dynamic = redirectLines.filter((line) => /[*:]/.test(line.trim().split(/\s+/)[0] ?? ""));
  atMost("_redirects", dynamic.length, "reglas dinámicas", 100);
  atMost("_redirects", redirectLines.length - dynamic.length, "reglas estáticas", 2000);
  linesAtMost("_redirects", redirectLines, 1000);
  for (const line of redirectLines) {
    const [, target = "", status = "302"] = line.trim().split(/\s+/);
    if (/^\w+:/.test(target) && !target.startsWith("https://"))
      problems.push(`_redirects: Cloudflare solo redirige a https:// o a una ruta: ${line.trim()}`);
    if (!["200", "301", "302", "303", "307", "308"].includes(status))
      problems.push(`_redirects: Cloudflare no admite el estado ${status}: ${line.trim()}`);
  }
  return problems;
}

export async function checkHostFiles(dir: string): Promise<void> {
  const read = (name: string) => readFile(join(dir, name), "utf8").catch(() => "");
  const problems = hostFileProblems(await read("_headers"), await read("_redirects"));
  if (problems.length > 0) throw new Error(`${dir}:\n${problems.join("\n")}`);
}
