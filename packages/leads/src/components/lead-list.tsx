import { panelCopy, tipoLabels } from "@agencia/content/staff-area";
import { Badge } from "@agencia/ui/badge";
import { Icon } from "@agencia/ui/icon";
import { displayDateTime } from "../inbox/dates";
import type { Lead } from "../inbox/query";

const copy = panelCopy.table;

/**
 * The page of leads: cards on a phone, a table from tablet width up. Each opens its detail.
 * The two are the same list; CSS shows one.
 */
export function LeadList({
  leads,
  onOpen,
}: {
  leads: readonly Lead[];
  onOpen: (lead: Lead) => void;
}) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden">
        {leads.map((lead) => (
          <li key={lead.id}>
            <button
              type="button"
              onClick={() => onOpen(lead)}
              className="rounded-card border-border bg-card shadow-card hover:border-brand-300 flex w-full flex-col gap-2 border p-4 text-left transition-colors focus-visible:outline-2"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="text-foreground min-w-0 font-semibold break-words">
                  {lead.nombre}
                </span>
                <time dateTime={lead.created_at} className="text-muted-foreground shrink-0 text-xs">
                  {displayDateTime(lead.created_at)}
                </time>
              </span>
              <span className="text-muted-foreground text-sm break-all">{lead.email}</span>
              {lead.mensaje ? (
                <span className="text-foreground/80 line-clamp-2 text-sm">{lead.mensaje}</span>
              ) : null}
              <span className="flex flex-wrap gap-2">
                <Badge>{tipoLabels[lead.tipo] ?? lead.tipo}</Badge>
                <Badge variant="outline">{lead.origen}</Badge>
              </span>
            </button>
          </li>
        ))}
      </ul>

      <div className="rounded-card border-border bg-card shadow-card hidden overflow-x-auto border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="border-border bg-muted/70 text-muted-foreground border-b text-xs tracking-wide uppercase">
            <tr>
              {[copy.recibido, copy.nombre, copy.tipo, copy.origen].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{copy.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {leads.map((lead) => (
              <tr key={lead.id} className="hover:bg-muted/50 align-top transition-colors">
                <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
                  <time dateTime={lead.created_at}>{displayDateTime(lead.created_at)}</time>
                </td>
                <td className="max-w-72 px-4 py-3">
                  <span className="text-foreground block font-semibold break-words">
                    {lead.nombre}
                  </span>
                  <span className="text-muted-foreground block break-all">{lead.email}</span>
                </td>
                <td className="px-4 py-3">
                  <Badge>{tipoLabels[lead.tipo] ?? lead.tipo}</Badge>
                </td>
                <td className="text-foreground/80 max-w-56 px-4 py-3 break-words">{lead.origen}</td>
                <td className="px-4 py-3 text-right">
                  <button
                    type="button"
                    onClick={() => onOpen(lead)}
                    aria-label={`${copy.open}: ${lead.nombre}`}
                    className="rounded-control text-primary hover:bg-brand-50 inline-flex items-center gap-1 px-2 py-1 font-semibold whitespace-nowrap focus-visible:outline-2"
                  >
                    {copy.open}
                    <Icon name="ChevronRight" className="size-4" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
