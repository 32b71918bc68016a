import { useState } from "react";
import { Form, Link } from "react-router";
import { SelectField } from "#app/components/form";
import { SHEET_CLIENT_LABEL } from "#app/domain/clinic/client-sheet";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";

export const SHEETS_BASE = "/adminpanel/client-sheets";

/**
 * Spec 3 §2 "Client Sheet: select a client, then list sheets": a GET form (?client={id}), so the chosen client's list
 * has a URL of its own (Back, reload and a shared link show it). The clinic has tens to a few hundred clients: one
 * select, by name. A clinic without clients is told so, with the way to add one.
 */
export function ClientChooser({
  clients,
  chosenId,
}: {
  clients: readonly { value: string; label: string }[];
  chosenId: number | null;
}) {
  const c = usePanelTexts().clinic;
  const say = usePanelSay();
  const [value, setValue] = useState(chosenId === null ? "" : String(chosenId));
  if (clients.length === 0) {
    return (
      <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
        <p>{c.sheets.noClients}</p>
        <Link
          to="/adminpanel/clients/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-bold text-brand-contrast hover:bg-brand-strong"
        >
          {c.clients.toggle.add}
        </Link>
      </div>
    );
  }
  return (
    <Form method="get" action={SHEETS_BASE} className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
        <SelectField
          label={say(SHEET_CLIENT_LABEL)}
          name="client"
          value={value}
          onChange={setValue}
          options={clients}
          placeholder={c.sheets.selectClient}
        />
      </div>
      {/* Never disabled: it works before the page's script runs, and an empty choice only shows the select again. */}
      <button
        type="submit"
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-bold hover:bg-brand-soft"
      >
        {c.sheets.showSheets}
      </button>
    </Form>
  );
}
