import type { LinkComponent } from "@agencia/ui/link-component";
import { Link } from "react-router";

/** The ui chrome's links, rendered as client-side router links whose page is prefetched on intent. */
export const RouterLink: LinkComponent = ({ href, ...props }) => (
  <Link to={href} prefetch="intent" {...props} />
);
