import { iconNames as contentIconNames } from "@agencia/content/icons";

/** Icons the layout chrome, the primitives and the domain packages' components use themselves. */
export const chromeIconNames = [
  "Menu",
  "X",
  "ArrowUp",
  "ArrowRight",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "Check",
  "Minus",
  "Plus",
  "ExternalLink",
  "Trash2",
  // The staff panel's actions.
  "Download",
  "LogOut",
  "Funnel",
] as const;

/** Every icon in the sprite: the content's icons plus the chrome's. */
export const spriteIconNames = [...new Set([...contentIconNames, ...chromeIconNames])];

export type IconName = (typeof contentIconNames)[number] | (typeof chromeIconNames)[number];

/** 'MessageCircle' → 'message-circle', 'Building2' → 'building-2' (lucide's file names). */
export function lucideFileName(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, "$1-$2")
    .replace(/([0-9])([A-Z])/g, "$1-$2")
    .toLowerCase();
}
