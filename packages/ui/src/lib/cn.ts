import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; nothing is merged in the browser. A component marks each default a caller may
 * replace with `fallback:` (../styles/theme.css); the apps' static build and the Storybook tests
 * refuse two classes of one element that set the same thing (./class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
