import { useLocation } from "react-router";
import {
  checkOffer,
  criteriaLabel,
  DISCOUNT_IN,
  discountText,
  emptyOffer,
  OFFER_CRITERIA,
  OFFER_LABELS,
  OFFER_STATUS,
  type OfferRow,
  type OfferValues,
  offerRules,
} from "#app/domain/admin/offer";
import { SelectField, TextAreaField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";

/* The Special Offers screens (spec 2 §2 "Special offer (promo code): list/add/update"). */

const BASE = "/adminpanel/offers";
type SortKey = "name" | "criteria" | "discount" | "status";

const OFFERS: ListDeclaration<OfferRow, SortKey> = {
  base: BASE,
  subject: "SPECIAL OFFERS",
  label: "Special offers",
  searchLabel: "Search special offers",
  remember: "offers",
  search: (r) => `${r.name} ${r.description}`,
  sortValue: (r, key) =>
    key === "name"
      ? r.name
      : key === "criteria"
        ? criteriaLabel(r.criteria)
        : key === "status"
          ? r.status
          : r.discountValue,
  noMatch: "No special offers match the search.",
  columns: [
    {
      header: "Name",
      sort: "name",
      cell: (r) => (
        <>
          <span className="block font-semibold break-words">{r.name}</span>
          <span className="block text-xs text-stone-600 break-words">{r.description}</span>
        </>
      ),
    },
    { header: "Criteria", sort: "criteria", from: "sm", cell: (r) => criteriaLabel(r.criteria) },
    {
      header: "Discount",
      sort: "discount",
      className: "whitespace-nowrap",
      cell: (r) => discountText(r.discountIn, r.discountValue),
    },
    // On a phone the status rides under the name: four columns and the actions do not fit 360 px.
    { header: "Status", sort: "status", from: "sm", under: true, cell: (r) => <StatusBadge active={r.status === 1} /> },
  ],
  actions: { name: (r) => r.name, stack: true },
};

export function OfferListView({ rows, loadError }: { rows: readonly OfferRow[]; loadError: string | null }) {
  return <ListScreen list={OFFERS} rows={rows} loadError={loadError} />;
}

function StatusBadge({ active }: { active: boolean }) {
  const style = active ? "bg-green-100 text-green-800 ring-green-300" : "bg-stone-100 text-stone-700 ring-stone-300";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${style}`}>
      {active ? "Active" : "Inactive"}
    </span>
  );
}

type FormProps = { item: OfferRow | null; failed?: { error: string; values?: OfferValues } | null };

/** ADD and UPDATE; typing stops at the maximum (spec 2 §5: "Typing is cut at the maximum in ... special offer"). */
export function OfferForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("offers");
  return <OfferFields key={location.key} {...props} />;
}

function OfferFields({ item, failed }: FormProps) {
  const initial: OfferValues =
    failed?.values ??
    (item
      ? {
          name: item.name,
          description: item.description,
          criteria: item.criteria,
          discountIn: item.discountIn,
          discountValue: String(item.discountValue),
          status: String(item.status),
        }
      : emptyOffer());
  const form = useLiveForm<OfferValues>(initial, checkOffer);
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update special offer" : "Add special offer"}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField
        label={offerRules.name.label}
        maxLength={offerRules.name.max}
        autoComplete="off"
        hint="4 to 30 characters, e.g. DIWALI10."
        {...form.field("name")}
      />
      <TextAreaField
        label={offerRules.description.label}
        maxLength={offerRules.description.max}
        rows={3}
        placeholder="What the customer gets, and when (10 to 200 characters)"
        {...form.field("description")}
      />
      <SelectField
        label={OFFER_LABELS.criteria}
        placeholder="Select criteria"
        options={OFFER_CRITERIA}
        {...form.field("criteria")}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={OFFER_LABELS.discountIn} options={DISCOUNT_IN} {...form.field("discountIn")} />
        <TextField
          label={offerRules.discountValue.label}
          inputMode="numeric"
          maxLength={offerRules.discountValue.max}
          autoComplete="off"
          {...form.field("discountValue")}
        />
      </div>
      <SelectField label={OFFER_LABELS.status} options={OFFER_STATUS} {...form.field("status")} />
      <p className="-mt-2 text-sm text-stone-600">Only active offers show under Offers in the store.</p>
    </FormFrame>
  );
}
