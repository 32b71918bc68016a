import { useLocation } from "react-router";
import { CLINIC_MESSAGES, DIET_TYPE_LABEL, dietRules } from "../../domain/clinic/clinic";
import { checkDiet, DIET_TYPE_OPTIONS, type DietItem, type DietValues, emptyDiet } from "../../domain/clinic/diet";
import { SelectField, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { CopyButton } from "./copy-button";
import { type PanelToggle, SortHeader, useListView } from "./list-parts";
import {
  ActionsHeader,
  FormFrame,
  ListFrame,
  ListTable,
  RowActions,
  useChangedIds,
  useRememberAdded,
} from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* A diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet"): premium only. */

const BASE = "/adminpanel/diets";
const TEXT = CLINIC_MESSAGES.diet;
const TOGGLE: PanelToggle = { add: "Add a Diet", list: "List of Diets" };
type SortKey = "dietNumber" | "dietType" | "dietName";

export function DietListView({ rows, loadError }: { rows: readonly DietItem[]; loadError: string | null }) {
  const changedIds = useChangedIds("diets");
  const view = useListView<DietItem, SortKey>(rows, {
    text: (r) => `${r.dietNumber} ${r.dietType} ${r.dietName} ${r.dietContent}`,
    value: (r, key) => r[key],
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  const download = (
    <DownloadButton
      href="/adminpanel/diets.csv"
      label={TEXT.downloadLabel}
      done={TEXT.downloaded}
      failed={TEXT.loadFailed}
      fallbackName="Diets.csv"
    />
  );
  return (
    <ListFrame
      base={BASE}
      subject="DIETS"
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel="Search Diets"
      actions={download}
      loadError={loadError}
      toggle={TOGGLE}
    >
      {rows.length > 0 &&
        (view.shown.length === 0 ? (
          <p className="py-6 text-center text-stone-600">No diets match the search.</p>
        ) : (
          <ListTable
            label="Diets"
            head={
              <>
                <SortHeader label="Diet Number" column="dietNumber" {...header} className="w-16" />
                <SortHeader label="Name" column="dietName" {...header} />
                <SortHeader label="Type" column="dietType" {...header} className="hidden sm:table-cell" />
                <ActionsHeader />
              </>
            }
          >
            {view.shown.map((r) => (
              <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
                <td className="px-2 py-2 align-top font-semibold tabular-nums">{r.dietNumber}</td>
                <td className="px-2 py-2 align-top">
                  <span className="block font-semibold break-words">{r.dietName}</span>
                  {/* On a phone the type sits under the name; its own column opens from 640 px. */}
                  <span className="block text-xs text-stone-600 sm:hidden">{r.dietType}</span>
                  <DietContent item={r} />
                </td>
                <td className="hidden px-2 py-2 align-top sm:table-cell">{r.dietType}</td>
                <RowActions editTo={`${BASE}/${r.id}`} deleteAction={BASE} id={r.id} name={r.dietName} stack />
              </tr>
            ))}
          </ListTable>
        ))}
    </ListFrame>
  );
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
