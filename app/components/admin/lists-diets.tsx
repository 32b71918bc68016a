import { useMemo } from "react";
import { useLocation } from "react-router";
import { DIET_TYPE_LABEL, DIET_TYPES, dietRules } from "#app/domain/clinic/clinic";
import { checkDiet, type DietItem, type DietValues, emptyDiet } from "#app/domain/clinic/diet";
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField, TextAreaField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { CopyButton } from "./copy-button";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* A diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet"): premium only. */

const BASE = "/adminpanel/diets";
type SortKey = "dietNumber" | "dietType" | "dietName";
type Clinic = PanelTexts["clinic"];

const dietList = (c: Clinic): ListDeclaration<DietItem, SortKey> => ({
  base: BASE,
  toggle: c.diets.toggle,
  subject: c.diets.subject,
  label: c.diets.label,
  searchLabel: c.diets.searchLabel,
  remember: "diets",
  // The stored type and the shown one: a type is found as the admin reads it.
  search: (r) => `${r.dietNumber} ${r.dietType} ${c.dietTypes[r.dietType]} ${r.dietName} ${r.dietContent}`,
  sortValue: (r, key) => r[key],
  noMatch: c.diets.noMatch,
  columns: [
    {
      header: c.diets.dietNumber,
      sort: "dietNumber",
      numeric: true,
      className: "font-semibold",
      headerClassName: "w-16",
      cell: (r) => r.dietNumber,
    },
    {
      header: c.diets.name,
      sort: "dietName",
      primary: true,
      cell: (r) => <span className="block font-semibold break-words">{r.dietName}</span>,
      after: (r) => <DietContent item={r} />,
    },
    { header: c.diets.type, sort: "dietType", from: "sm", under: true, cell: (r) => c.dietTypes[r.dietType] },
  ],
  actions: { name: (r) => r.dietName, stack: true },
  rowClassName: () => "align-top",
});

export function DietListView({ rows, loadError }: { rows: readonly DietItem[]; loadError: string | null }) {
  const c = usePanelTexts().clinic;
  const list = useMemo(() => dietList(c), [c]);
  const download = (
    <DownloadButton
      href="/adminpanel/diets.csv"
      label={c.diets.download}
      done={c.diets.downloaded}
      failed={c.diets.loadFailed}
      fallbackName="Diets.csv"
    />
  );
  return <ListScreen list={list} rows={rows} loadError={loadError} tools={download} />;
}

/** The content, folded (it runs to 1,000 characters), and the button that copies it to paste into WhatsApp. */
function DietContent({ item }: { item: DietItem }) {
  const c = usePanelTexts().clinic;
  return (
    <div className="mt-1 space-y-1">
      <CopyButton
        text={() => item.dietContent}
        label={c.diets.copy}
        srLabel={c.diets.copyContentOf(item.dietName)}
        copied={c.diets.copied}
        refused={c.diets.copyRefused}
      />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-ink">
          {c.diets.content}
          <span className="sr-only">{c.diets.contentOf(item.dietName)}</span>
        </summary>
        <p className="whitespace-pre-line break-words text-stone-800">{item.dietContent}</p>
      </details>
    </div>
  );
}

type FormProps = { item: DietItem | null; failed?: { error: string; values?: DietValues } | null };

export function DietForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("diets");
  // A new key after each add: the form starts empty again.
  return <DietFields key={location.key} {...props} />;
}

const valuesOf = (item: DietItem): DietValues => ({
  dietNumber: String(item.dietNumber),
  dietType: item.dietType,
  dietName: item.dietName,
  dietContent: item.dietContent,
});

function DietFields({ item, failed }: FormProps) {
  const c = usePanelTexts().clinic;
  const say = usePanelSay();
  const form = useLiveForm<DietValues>(failed?.values ?? (item ? valuesOf(item) : emptyDiet()), (values) =>
    sayAll(checkDiet(values), say),
  );
  const typeOptions = DIET_TYPES.map((type) => ({ value: type, label: c.dietTypes[type] }));
  return (
    <FormFrame
      base={BASE}
      heading={item ? c.diets.updateHeading : c.diets.addHeading}
      error={failed?.error}
      submitLabel={item ? c.update : c.add}
      invalid={form.invalid}
      deletable={item && { id: item.id, name: item.dietName }}
      toggle={c.diets.toggle}
    >
      <TextField
        label={say(dietRules.dietNumber.label)}
        inputMode="numeric"
        autoComplete="off"
        hint={c.diets.numberHint}
        {...form.field("dietNumber")}
      />
      <SelectField
        label={say(DIET_TYPE_LABEL)}
        options={typeOptions}
        placeholder={c.diets.chooseType}
        {...form.field("dietType")}
      />
      <TextField label={say(dietRules.dietName.label)} autoComplete="off" {...form.field("dietName")} />
      <div className="space-y-2">
        <TextAreaField label={say(dietRules.dietContent.label)} rows={8} {...form.field("dietContent")} />
        <CopyButton
          text={() => form.values.dietContent}
          label={c.diets.copyForm}
          srLabel={c.diets.copyFormContent}
          copied={c.diets.copied}
          refused={c.diets.copyRefused}
        />
      </div>
    </FormFrame>
  );
}
