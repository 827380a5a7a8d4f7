import type * as React from "react";

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink(props: React.ComponentProps<"a">) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
