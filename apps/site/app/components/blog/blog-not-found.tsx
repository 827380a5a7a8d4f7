import { blogNotFound } from "@agencia/content/blog-page";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Link } from "react-router";

/** What an unknown /blog/{slug} shows. */
export function BlogNotFound() {
  return (
    <PageHero
      className="min-h-[60vh]"
      title={blogNotFound.title}
      subtitle={blogNotFound.text}
      actions={
        <Button asChild size="lg">
          <Link to={blogNotFound.href}>
            <Icon name="ChevronLeft" />
            {blogNotFound.buttonLabel}
          </Link>
        </Button>
      }
    />
  );
}
