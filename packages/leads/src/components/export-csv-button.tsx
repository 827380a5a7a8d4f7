import { fillCopy, panelCopy } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { showToast } from "@agencia/ui/toaster";
import { useState } from "react";
import { useAuth } from "../auth/auth-provider";
import { isoDay } from "../inbox/dates";
import type { InboxFilters } from "../inbox/filters";
import { fetchAllLeads } from "../inbox/query";

const copy = panelCopy.export;

/** Downloads every lead that matches the filters (not just this page) as a CSV file. */
export function ExportCsvButton({ filters }: { filters: InboxFilters }) {
  const { client } = useAuth();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    if (!client || busy) return;
    setBusy(true);
    try {
      const [{ downloadCsv, leadsCsv }, leads] = await Promise.all([
        import("../inbox/csv"),
        fetchAllLeads(client, filters),
      ]);
      downloadCsv(leadsCsv(leads), `contactos-${isoDay(new Date())}.csv`);
      showToast({ title: fillCopy(copy.done, { n: leads.length }), variant: "success" });
    } catch (error) {
      console.error("No se pudo exportar el CSV:", error);
      showToast({ title: copy.error, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={exportCsv} disabled={!client || busy} aria-busy={busy}>
      <Icon name="Download" />
      {busy ? copy.busy : copy.button}
    </Button>
  );
}
