import { useMemo } from "react";
import { useLocation } from "react-router";
import { SelectField, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import type { SheetClient, SheetRow } from "#app/domain/clinic/client-sheet";
import { checkSheet, SHEET_CLIENT_LABEL, SHEET_DATE_LABEL, type SheetValues } from "#app/domain/clinic/client-sheet";
import { CLINIC_MESSAGES, sheetRules } from "#app/domain/clinic/clinic";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { FormFrame, useRememberAdded } from "../lists-common";
import { SHEETS_BASE } from "./client-chooser";
import { sheetToggle } from "./sheet-list";

/*
 * ADD and UPDATE of a client sheet (spec 3 §5 "ClientSheet"): Diet number 1–3 digits naming one of the clinic's
 * diets (its name shows as it is typed), Weight 2–6 characters, the date of delivery from a date picker (today, in
 * India, on ADD), and on UPDATE the client, so a sheet put under the wrong client can be moved.
 */

type Failed = { error: string; values?: SheetValues } | null | undefined;
type FormProps = {
  client: SheetClient;
  item: SheetRow | null;
  clients: readonly { value: string; label: string }[];
  diets: readonly { dietNumber: number; dietName: string }[];
  /** Today in India, yyyy-mm-dd (from the server, so the page hydrates with the same value). */
  today: string;
  failed?: Failed;
};

export function SheetForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("client-sheets");
  return <SheetFields key={location.key} {...props} />;
}

function SheetFields({ client, item, clients, diets, today, failed }: FormProps) {
  const mode = item ? "update" : "add";
  const initial: SheetValues = failed?.values ?? {
    dietNumber: item ? String(item.dietNumber) : "",
    clientWeight: item?.clientWeight ?? "",
    dateOfDelivery: item?.dateOfDelivery ?? today,
    clientId: String(client.id),
  };
  const c = usePanelTexts().clinic;
  const say = usePanelSay();
  const dietNames = useMemo(() => new Map(diets.map((d) => [d.dietNumber, d.dietName])), [diets]);
  const numbers = useMemo(() => new Set(dietNames.keys()), [dietNames]);
  const form = useLiveForm<SheetValues>(
    initial,
    (values) => {
      const messages = checkSheet(values, mode, numbers);
      const said = sayAll(messages, say);
      // The one message that names a value: said with it.
      const typed = String(Number(values.dietNumber.trim()));
      if (messages.dietNumber === CLINIC_MESSAGES.sheet.unknownDiet(typed))
        said.dietNumber = c.sheets.unknownDiet(typed);
      return said;
    },
    { showAll: Boolean(failed) },
  );
  const chosenDiet = form.messages.dietNumber ? null : dietNames.get(Number(form.values.dietNumber.trim()));
  return (
    <FormFrame
      base={SHEETS_BASE}
      heading={item ? c.sheets.updateHeading(item.sheetNumber) : c.sheets.addHeading}
      error={failed?.error}
      submitLabel={item ? c.update : c.add}
      invalid={form.invalid}
      deletable={item && { id: item.id, name: c.sheets.sheetName(item.sheetNumber) }}
      toggle={sheetToggle(c, client.id)}
    >
      {item ? (
        <SelectField
          label={say(SHEET_CLIENT_LABEL)}
          options={clients}
          placeholder={c.sheets.selectClient}
          {...form.field("clientId")}
        />
      ) : (
        <p>
          {`${c.sheets.clientLine} `}
          <strong className="break-words">{client.name}</strong>
        </p>
      )}
      <div className="space-y-1">
        <TextField
          label={say(sheetRules.dietNumber.label)}
          inputMode="numeric"
          autoComplete="off"
          {...form.field("dietNumber")}
        />
        <p role="status" className="text-sm text-stone-700">
          {chosenDiet ? c.sheets.chosenDiet(form.values.dietNumber.trim(), chosenDiet) : ""}
        </p>
      </div>
      <TextField
        label={say(sheetRules.clientWeight.label)}
        autoComplete="off"
        hint={c.sheets.weightHint}
        {...form.field("clientWeight")}
      />
      <TextField label={say(SHEET_DATE_LABEL)} type="date" {...form.field("dateOfDelivery")} />
    </FormFrame>
  );
}
