import { Button } from "@agencia/ui/button";
import { CallToAction } from "@agencia/ui/call-to-action";
import { Link } from "react-router";

export interface ClosingCallToActionCopy {
  title: string;
  text: string;
  buttonLabel: string;
  /** A second, quieter button to the same page. */
  secondaryLabel?: string;
  /** A path of the site. */
  href: string;
}

/**
 * A page's closing band: its title and text, and a button to another page of the site (with a
 * quieter second one when the copy has a `secondaryLabel`).
 */
export function ClosingCallToAction({
  copy,
  className,
}: {
  copy: ClosingCallToActionCopy;
  className?: string;
}) {
  return (
    <CallToAction
      className={className}
      title={copy.title}
      text={copy.text}
      actions={
        <>
          <Button asChild size="lg" variant="inverse">
            <Link to={copy.href}>{copy.buttonLabel}</Link>
          </Button>
          {copy.secondaryLabel ? (
            <Button asChild size="lg" variant="ghostInverse">
              <Link to={copy.href}>{copy.secondaryLabel}</Link>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
