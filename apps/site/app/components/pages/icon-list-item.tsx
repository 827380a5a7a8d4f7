import { Icon, type IconName } from "@agencia/ui/icon";
import type * as React from "react";

/** An item of a page's aside list: its icon on a white tile, then what it says. */
export function IconListItem({ icon, children }: { icon: IconName; children: React.ReactNode }) {
  return (
    <li className="rounded-card bg-muted flex gap-4 p-5">
      <span className="text-brand-700 shadow-card flex size-11 shrink-0 items-center justify-center rounded-xl bg-white">
        <Icon name={icon} />
      </span>
      {children}
    </li>
  );
}
