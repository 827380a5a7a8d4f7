import { fillCopy, panelCopy } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { useState } from "react";
import { useLead, useLeadOrigins, useLeadsPage } from "../hooks/use-inbox";
import { hasFilters, type InboxFilters as Filters } from "../inbox/filters";
import { type Lead, PAGE_SIZE } from "../inbox/query";
import { ExportCsvButton } from "./export-csv-button";
import { FormAlert } from "./form-alert";
import { InboxFilters } from "./inbox-filters";
import { InboxPagination } from "./inbox-pagination";
import { LeadDetail } from "./lead-detail";
import { LeadList } from "./lead-list";

const copy = panelCopy.results;

/**
 * The staff inbox: filters, the newest leads a page at a time, a lead's detail, and the CSV
 * export. Filters and page live with the caller (the page keeps them in the URL), and so does
 * the lead a link opens (`linkedLead`, the id in a notification e-mail's link).
 * Needs an AuthProvider with a staff session and a QueryClientProvider above it.
 */
export function LeadsInbox({
  filters,
  page,
  onNavigate,
  linkedLead = null,
  onCloseLinked,
}: {
  filters: Filters;
  page: number;
  onNavigate: (filters: Filters, page: number) => void;
  linkedLead?: string | null;
  onCloseLinked?: () => void;
}) {
  const leads = useLeadsPage(filters, page);
  const origins = useLeadOrigins();
  const linked = useLead(linkedLead);
  const [open, setOpen] = useState<Lead | null>(null);

  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const shown = leads.data?.leads ?? [];

  return (
    <div className="flex flex-col gap-6">
      <InboxFilters
        // A new form when the filters change from outside (back button, «Limpiar»).
        key={JSON.stringify(filters)}
        filters={filters}
        origins={origins.data ?? []}
        onApply={(next) => onNavigate(next, 1)}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {leads.isPending
            ? copy.loading
            : shown.length > 0
              ? fillCopy(copy.range, { from: first, to: first + shown.length - 1, total })
              : fillCopy(total === 1 ? copy.count.one : copy.count.other, { n: total })}
        </p>
        <ExportCsvButton filters={filters} />
      </div>

      {leads.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormAlert>{copy.error}</FormAlert>
          <Button variant="outline" onClick={() => void leads.refetch()}>
            <Icon name="RefreshCw" />
            {copy.retry}
          </Button>
        </div>
      ) : leads.isPending ? null : shown.length === 0 ? (
        <div className="rounded-card border-border bg-card flex flex-col items-center gap-4 border border-dashed px-6 py-14 text-center">
          <span className="bg-brand-50 text-brand-700 flex size-12 items-center justify-center rounded-xl">
            <Icon name="Inbox" className="size-6" />
          </span>
          <p className="text-muted-foreground">
            {page > 1 && total > 0
              ? copy.pastEnd
              : hasFilters(filters)
                ? copy.emptyFiltered
                : copy.empty}
          </p>
          {page > 1 && total > 0 ? (
            <Button variant="outline" onClick={() => onNavigate(filters, 1)}>
              {copy.firstPage}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className={leads.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <LeadList leads={shown} onOpen={setOpen} />
        </div>
      )}

      <InboxPagination page={page} pages={pages} onPage={(next) => onNavigate(filters, next)} />
      <LeadDetail
        lead={open ?? linked.data ?? null}
        onClose={() => {
          setOpen(null);
          if (linkedLead !== null) onCloseLinked?.();
        }}
      />
    </div>
  );
}
