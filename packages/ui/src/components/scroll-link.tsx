import type * as React from "react";

/**
 * An in-page link that glides to its target. Without JavaScript it is a plain anchor jump; the
 * target's `scroll-margin-top` keeps it clear of the fixed navbar either way.
 */
export function ScrollLink({
  targetId,
  onClick,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(targetId);
        if (event.defaultPrevented || !target) return;
        event.preventDefault();
        document.documentElement.dataset.glide = "";
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        history.replaceState(history.state, "", `#${targetId}`);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
