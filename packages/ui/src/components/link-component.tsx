import type * as React from "react";

/**
 * The link element the chrome renders. Apps pass their router's link (so navigation stays
 * client-side); the default is a plain anchor, which keeps ui free of any router.
 */
export type LinkComponent = React.ComponentType<{
  href: string;
  className?: string;
  children?: React.ReactNode;
  "aria-current"?: "page";
  onClick?: () => void;
}>;

export const PlainLink: LinkComponent = ({ href, ...props }) => (
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the text
  <a href={href} {...props} />
);

export interface NavItem {
  href: string;
  label: string;
}
