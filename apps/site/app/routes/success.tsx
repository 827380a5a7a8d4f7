import { sitePages } from "@agencia/content/site-pages";
import { STORE_PATH } from "@agencia/content/store";
import { successPage } from "@agencia/content/store-pages";
import { CART_STORAGE_KEY, useCart } from "@agencia/store-client/cart";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { useEffect } from "react";
import { Link } from "react-router";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { siteMeta } from "../lib/seo";

/**
 * The stored cart is emptied before the page paints, so the navbar shows no count and the page
 * hydrates on intent like the others; the effect below empties a cart held in memory (a
 * client-side navigation here).
 */
export const handle: RouteHandle = {
  headScript: `try{localStorage.removeItem(${JSON.stringify(CART_STORAGE_KEY)})}catch(e){}`,
};

export const meta = () => siteMeta(sitePages.success);

/** Where the payment provider sends the buyer after paying: the order is in, the cart empties. */
export default function SuccessPage() {
  const { clear } = useCart();
  useEffect(() => clear(), [clear]);

  return (
    <PageHero
      eyebrow={
        <span className="bg-success/20 flex size-14 items-center justify-center rounded-full text-white ring-1 ring-white/30">
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
