import { cn } from "../lib/cn";

/** The agency's mark: a spark on a gradient tile. Decorative; the brand name sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      data-slot="brand-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      className={cn("fallback:size-8 shrink-0", className)}
    >
      <defs>
        <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-500)" />
          <stop offset="1" stopColor="var(--color-accent-500)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-mark-gradient)" />
      <path d="M16 6.5l2.4 6.1 6.1 2.4-6.1 2.4L16 23.5l-2.4-6.1L7.5 15l6.1-2.4z" fill="white" />
      <circle cx="23.5" cy="23.5" r="2.2" fill="white" opacity="0.85" />
    </svg>
  );
}
