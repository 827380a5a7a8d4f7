import { fillCopy, panelCopy } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";

const copy = panelCopy.pagination;

/** Previous and next page, and where we are. */
export function InboxPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.label} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="ChevronLeft" />
        {copy.previous}
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {fillCopy(copy.page, { page, pages })}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
        <Icon name="ChevronRight" />
      </Button>
    </nav>
  );
}
