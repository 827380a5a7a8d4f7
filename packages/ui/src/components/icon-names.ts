/** Icons the layout chrome and the primitives draw themselves. */
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
] as const;
