import { panelCopy, tipoLabels } from "@agencia/content/staff-area";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { type ReactNode, useEffect, useRef } from "react";
import { displayDateTime } from "../inbox/dates";
import type { Lead } from "../inbox/query";

const copy = panelCopy.detail;
const ATTRIBUTION = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "landing_path",
  "referrer",
] as const satisfies readonly (keyof Lead)[];

function attributionLabel(key: (typeof ATTRIBUTION)[number]): string {
  return key === "landing_path" || key === "referrer" ? copy.fields[key] : key;
}

function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-foreground text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * Everything stored about one lead, attribution included, in a modal dialog (the browser's
 * <dialog>: focus stays inside, Esc closes). Values are shown as text, never as markup.
 */
export function LeadDetail({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (lead && !element.open) element.showModal();
    if (!lead && element.open) element.close();
  }, [lead]);

  const hasAttribution = lead ? ATTRIBUTION.some((key) => lead[key]) : false;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="detalle-titulo"
      onClose={onClose}
      className="rounded-card border-border bg-card text-foreground shadow-elevated backdrop:bg-ink/60 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain border p-0"
    >
      {lead ? (
        <div className="flex flex-col">
          <header className="border-border bg-card sticky top-0 flex items-start justify-between gap-4 border-b px-5 py-4 sm:px-7">
            <div className="flex min-w-0 flex-col gap-2">
              <h2 id="detalle-titulo" className="text-xl font-bold break-words">
                {lead.nombre}
              </h2>
              <span className="flex flex-wrap gap-2">
                <Badge>{tipoLabels[lead.tipo] ?? lead.tipo}</Badge>
                <Badge variant="outline">{lead.origen}</Badge>
              </span>
            </div>
            <Button variant="ghost" size="icon" onClick={onClose} aria-label={copy.close}>
              <Icon name="X" />
            </Button>
          </header>
          <div className="flex flex-col gap-6 px-5 py-5 sm:px-7">
            <DetailSection id="detalle-contacto" title={copy.contact}>
              <dl className="divide-border mt-1 divide-y">
                <Row label={copy.fields.recibido}>
                  <time dateTime={lead.created_at}>{displayDateTime(lead.created_at)}</time>
                </Row>
                <Row label={copy.fields.fecha}>
                  <time dateTime={lead.fecha}>{displayDateTime(lead.fecha)}</time>
                </Row>
                <Row label={copy.fields.email}>
                  <a
                    href={`mailto:${lead.email}`}
                    className="text-primary font-medium hover:underline"
                  >
                    {lead.email}
                  </a>
                </Row>
                {lead.telefono ? (
                  <Row label={copy.fields.telefono}>
                    <a
                      href={`tel:${lead.telefono.replace(/[^\d+]/g, "")}`}
                      className="text-primary font-medium hover:underline"
                    >
                      {lead.telefono}
                    </a>
                  </Row>
                ) : null}
                {lead.canal_contacto ? (
                  <Row label={copy.fields.canal_contacto}>{lead.canal_contacto}</Row>
                ) : null}
                {lead.rol ? <Row label={copy.fields.rol}>{lead.rol}</Row> : null}
                <Row label={copy.fields.tipo}>{lead.tipo}</Row>
                <Row label={copy.fields.origen}>{lead.origen}</Row>
              </dl>
            </DetailSection>
            {lead.mensaje ? (
              <DetailSection id="detalle-mensaje" title={copy.fields.mensaje}>
                <p className="rounded-control bg-muted mt-2 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
                  {lead.mensaje}
                </p>
              </DetailSection>
            ) : null}
            <DetailSection id="detalle-atribucion" title={copy.attribution}>
              {hasAttribution ? (
                <dl className="divide-border mt-1 divide-y">
                  {ATTRIBUTION.map((key) => (
                    <Row key={key} label={attributionLabel(key)}>
                      {lead[key] ? (
                        <span className="font-mono text-[0.8125rem]">{lead[key]}</span>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </Row>
                  ))}
                </dl>
              ) : (
                <p className="text-muted-foreground mt-2 text-sm">{copy.attributionEmpty}</p>
              )}
            </DetailSection>
            <p className="text-muted-foreground text-xs">
              {copy.fields.id}: <span className="font-mono">{lead.id}</span>
            </p>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
