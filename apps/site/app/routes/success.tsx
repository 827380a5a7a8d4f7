import { sitePages } from "@agencia/content/site-pages";
import { STORE_PATH, successPage } from "@agencia/content/store";
import { useCart } from "@agencia/store-client/cart";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import type { RouteHandle } from "@agencia/ui/hydration";
import { useEffect } from "react";
import { Link } from "react-router";
import { siteMeta } from "../lib/seo";

/** The cart is emptied once the page runs, so it hydrates right after load. */
export const handle: RouteHandle = { hydration: "load" };

export const meta = () => siteMeta(sitePages.success);

/** Where the payment provider sends the buyer after paying: the order is in, the cart empties. */
export default function SuccessPage() {
  const { clear } = useCart();
  useEffect(() => clear(), [clear]);

  return (
    <PageHero
      eyebrow={
        <span className="flex size-14 items-center justify-center rounded-full bg-success/20 text-white ring-1 ring-white/30">
          <Icon name="CircleCheck" className="size-8" />
        </span>
      }
      title={successPage.title}
      subtitle={`${successPage.message} ${successPage.emailNote}`}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/">{successPage.homeLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="ghostInverse">
            <Link to={STORE_PATH}>{successPage.storeLabel}</Link>
          </Button>
        </>
      }
    />
  );
}
