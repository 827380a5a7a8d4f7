import { panelCopy, tipoLabels } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { Field } from "@agencia/ui/field";
import { Icon } from "@agencia/ui/icon";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { type FormEvent, useState } from "react";
import {
  EMPTY_FILTERS,
  filtersProblem,
  hasFilters,
  type InboxFilters as Filters,
  SEARCH_MAX_LENGTH,
} from "../inbox/filters";
import type { LeadOrigin } from "../inbox/query";
import { TIPOS, type Tipo } from "../limits";
import { FormAlert } from "./form-alert";

const copy = panelCopy.filters;

/**
 * Tipo, origen, a date range and a text search. They apply on submit (Enter or «Filtrar»); a
 * range that ends before it starts is refused with the values kept.
 */
export function InboxFilters({
  filters,
  origins,
  onApply,
  id = "filtros",
}: {
  filters: Filters;
  origins: readonly LeadOrigin[];
  onApply: (filters: Filters) => void;
  id?: string;
}) {
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = filtersProblem(draft);
    setProblem(found);
    if (!found) onApply({ ...draft, buscar: draft.buscar.trim() });
  }

  function clear() {
    setDraft(EMPTY_FILTERS);
    setProblem(null);
    onApply(EMPTY_FILTERS);
  }

  const originNames = origins.map((origin) => origin.origen ?? "").filter(Boolean);
  const fieldId = (name: keyof Filters) => `${id}-${name}`;
  /** An end of the date range, bounded by the other; a wrong range flags both ends. */
  const dateField = (name: "desde" | "hasta", bound: { min?: string; max?: string }) => (
    <Field id={fieldId(name)} label={copy[name]}>
      <Input
        id={fieldId(name)}
        type="date"
        value={draft[name]}
        {...bound}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problema` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <form
      id={id}
      role="search"
      aria-label={copy.title}
      onSubmit={submit}
      noValidate
      className="rounded-card border-border bg-card shadow-card grid grid-cols-2 gap-4 border p-4 sm:p-6 lg:grid-cols-[2fr_1.2fr_1.6fr_1fr_1fr]"
    >
      <Field id={fieldId("buscar")} label={copy.buscar} className="col-span-2 lg:col-span-1">
        <Input
          id={fieldId("buscar")}
          type="search"
          value={draft.buscar}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={copy.buscarPlaceholder}
          onChange={(event) => set("buscar", event.target.value)}
        />
      </Field>
      <Field id={fieldId("tipo")} label={copy.tipo} className="col-span-2 sm:col-span-1">
        <Select
          id={fieldId("tipo")}
          value={draft.tipo}
          onChange={(event) => set("tipo", event.target.value as Tipo | "")}
        >
          <option value="">{copy.anyTipo}</option>
          {TIPOS.map((tipo) => (
            <option key={tipo} value={tipo}>
              {tipoLabels[tipo] ?? tipo}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={fieldId("origen")} label={copy.origen} className="col-span-2 sm:col-span-1">
        <Select
          id={fieldId("origen")}
          value={draft.origen}
          onChange={(event) => set("origen", event.target.value)}
        >
          <option value="">{copy.anyOrigen}</option>
          {draft.origen && !originNames.includes(draft.origen) ? (
            <option value={draft.origen}>{draft.origen}</option>
          ) : null}
          {origins.map((origin) =>
            origin.origen ? (
              <option key={origin.origen} value={origin.origen}>
                {origin.origen} ({origin.total ?? 0})
              </option>
            ) : null,
          )}
        </Select>
      </Field>
      {dateField("desde", { max: draft.hasta || undefined })}
      {dateField("hasta", { min: draft.desde || undefined })}
      {problem ? (
        <div id={`${id}-problema`} className="col-span-2 lg:col-span-5">
          <FormAlert>{problem}</FormAlert>
        </div>
      ) : null}
      <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-5">
        <Button type="submit">
          <Icon name="Funnel" />
          {copy.apply}
        </Button>
        {hasFilters(filters) || hasFilters(draft) ? (
          <Button type="button" variant="ghost" onClick={clear}>
            <Icon name="X" />
            {copy.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
