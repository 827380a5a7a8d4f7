import { Button, type ButtonProps } from "@agencia/ui/button";
import { Icon, type IconName } from "@agencia/ui/icon";
import type * as React from "react";
import { ExternalLink } from "./external-link";

/** A large button that opens a chat (WhatsApp, Telegram) in a new tab, its icon before the label. */
export function ChatButton({
  href,
  icon,
  variant,
  children,
}: {
  href: string;
  icon: IconName;
  variant: ButtonProps["variant"];
  children: React.ReactNode;
}) {
  return (
    <Button asChild size="lg" variant={variant}>
      <ExternalLink href={href}>
        <Icon name={icon} />
        {children}
      </ExternalLink>
    </Button>
  );
}
