import { Icon, type IconName } from "@agencia/ui/icon";

/** A service's icon as its cards show it: white on the brand gradient. */
export function ServiceIcon({ icon }: { icon: IconName }) {
  return (
    <span className="from-brand-500 to-accent-500 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white">
      <Icon name={icon} className="size-6" />
    </span>
  );
}
