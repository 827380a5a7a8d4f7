import type * as React from "react";
import { cn } from "../lib/cn";
import { Icon, type IconName } from "./icon";

export interface FeatureItem {
  title: string;
  description: React.ReactNode;
  /** The sprite's icon to draw above the title; the content names it. */
  icon?: IconName;
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  className?: string;
}

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function FeatureGrid({ items, columns = 3, className }: FeatureGridProps) {
  return (
    <ul data-slot="feature-grid" className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-card border-border bg-card shadow-card flex flex-col gap-3 border p-6"
        >
          {item.icon ? (
            <span className="bg-brand-50 text-brand-700 flex size-11 items-center justify-center rounded-xl [&_svg]:size-5">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="text-muted-foreground text-sm leading-relaxed">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
