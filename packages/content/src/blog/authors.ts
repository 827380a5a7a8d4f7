/** People on the agency's team who sign blog articles. */
export interface BlogAuthor {
  name: string;
  role: string;
}

export const blogAuthors = [
  { name: "Martina Quiroga", role: "Consultora en IA y estrategia" },
  { name: "Federico Arce", role: "Líder de desarrollo y automatización" },
  { name: "Lucía Benítez", role: "Responsable de marketing digital" },
] as const satisfies readonly BlogAuthor[];

export type BlogAuthorName = (typeof blogAuthors)[number]["name"];

export function authorRole(name: string): string | undefined {
  return blogAuthors.find((author) => author.name === name)?.role;
}
