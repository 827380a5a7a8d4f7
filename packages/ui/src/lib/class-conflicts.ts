// `cn` only joins class names (./cn.ts): two classes of one element that set the same thing would
// leave the winner to the stylesheet's order. The static build (app-shell) and the Storybook tests
// refuse them with these checks; a component's default that a caller replaces is marked
// `fallback:` (../styles/theme.css). tailwind-merge says which utilities conflict; it runs here,
// in builds and tests, never in a page.
import { twMerge } from "tailwind-merge";

/** The classes of `classList` that a later class of it overrides (a repeated class is no conflict). */
export function overriddenClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return [...new Set(classes.filter((name) => !kept.has(name)))];
}

/** Each class list with a conflict, as «the overridden classes» en class="the list". */
export function classConflicts(classLists: Iterable<string>): string[] {
  return [...classLists].flatMap((classList) => {
    const overridden = overriddenClasses(classList);
    return overridden.length > 0 ? [`«${overridden.join(" ")}» en class="${classList}"`] : [];
  });
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  lt: "<",
  gt: ">",
};

/** The class lists of a page's HTML, as React writes them. */
export function classListsOfHtml(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, attribute]) =>
    attribute!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!),
  );
}

/** The error that names each conflict once, with where it was first seen. */
export function classConflictsError(conflicts: Map<string, string>): Error {
  const list = [...conflicts].map(([conflict, where]) => `- ${where}: ${conflict}`).join("\n");
  return new Error(
    `Clases que otra del mismo elemento anula (el valor por defecto de un componente va con fallback:):\n${list}`,
  );
}
