import type * as React from "react";

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink(props: React.ComponentProps<"a">) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the text
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
