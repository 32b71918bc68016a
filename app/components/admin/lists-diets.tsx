import { useLocation } from "react-router";
import { CLINIC_MESSAGES, DIET_TYPE_LABEL, dietRules } from "#app/domain/clinic/clinic";
import { checkDiet, DIET_TYPE_OPTIONS, type DietItem, type DietValues, emptyDiet } from "#app/domain/clinic/diet";
import { SelectField, TextAreaField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { CopyButton } from "./copy-button";
import type { PanelToggle } from "./list-parts";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* A diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet"): premium only. */

const BASE = "/adminpanel/diets";
const TEXT = CLINIC_MESSAGES.diet;
const TOGGLE: PanelToggle = { add: "Add a Diet", list: "List of Diets" };
type SortKey = "dietNumber" | "dietType" | "dietName";

const DIETS: ListDeclaration<DietItem, SortKey> = {
  base: BASE,
  toggle: TOGGLE,
  subject: "DIETS",
  label: "Diets",
  searchLabel: "Search Diets",
  remember: "diets",
  search: (r) => `${r.dietNumber} ${r.dietType} ${r.dietName} ${r.dietContent}`,
  sortValue: (r, key) => r[key],
  noMatch: "No diets match the search.",
  columns: [
    {
      header: "Diet Number",
      sort: "dietNumber",
      numeric: true,
      className: "font-semibold",
      headerClassName: "w-16",
      cell: (r) => r.dietNumber,
    },
    {
      header: "Name",
      sort: "dietName",
      primary: true,
      cell: (r) => <span className="block font-semibold break-words">{r.dietName}</span>,
      after: (r) => <DietContent item={r} />,
    },
    { header: "Type", sort: "dietType", from: "sm", under: true, cell: (r) => r.dietType },
  ],
  actions: { name: (r) => r.dietName, stack: true },
  rowClassName: () => "align-top",
};

export function DietListView({ rows, loadError }: { rows: readonly DietItem[]; loadError: string | null }) {
  const download = (
    <DownloadButton
      href="/adminpanel/diets.csv"
      label={TEXT.downloadLabel}
      done={TEXT.downloaded}
      failed={TEXT.loadFailed}
      fallbackName="Diets.csv"
    />
  );
  return <ListScreen list={DIETS} rows={rows} loadError={loadError} tools={download} />;
}

/** The content, folded (it runs to 1,000 characters), and the button that copies it to paste into WhatsApp. */
function DietContent({ item }: { item: DietItem }) {
  return (
    <div className="mt-1 space-y-1">
      <CopyButton
        text={() => item.dietContent}
        label="Copy"
        srLabel={`content of ${item.dietName}`}
        copied={TEXT.copied}
        refused={TEXT.copyRefused}
      />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-ink">
          Content<span className="sr-only"> of {item.dietName}</span>
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
  const form = useLiveForm<DietValues>(failed?.values ?? (item ? valuesOf(item) : emptyDiet()), checkDiet);
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update diet" : "Add diet"}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item && { id: item.id, name: item.dietName }}
      toggle={TOGGLE}
    >
      <TextField
        label={dietRules.dietNumber.label}
        inputMode="numeric"
        autoComplete="off"
        hint="1 to 3 digits, not used by another diet."
        {...form.field("dietNumber")}
      />
      <SelectField
        label={DIET_TYPE_LABEL}
        options={DIET_TYPE_OPTIONS}
        placeholder="Choose the type"
        {...form.field("dietType")}
      />
      <TextField label={dietRules.dietName.label} autoComplete="off" {...form.field("dietName")} />
      <div className="space-y-2">
        <TextAreaField label={dietRules.dietContent.label} rows={8} {...form.field("dietContent")} />
        <CopyButton
          text={() => form.values.dietContent}
          label="COPY"
          srLabel="the diet content"
          copied={TEXT.copied}
          refused={TEXT.copyRefused}
        />
      </div>
    </FormFrame>
  );
}
