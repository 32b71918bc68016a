import { useMemo } from "react";
import { useLocation } from "react-router";
import {
  checkOffer,
  DISCOUNT_IN,
  emptyOffer,
  OFFER_CRITERIA,
  OFFER_STATUS,
  type OfferRow,
  type OfferValues,
  offerRules,
} from "#app/domain/admin/offer";
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField, TextAreaField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";

/* The Special Offers screens (spec 2 §2 "Special offer (promo code): list/add/update"). */

const BASE = "/adminpanel/offers";
type SortKey = "name" | "criteria" | "discount" | "status";

function offersList(t: PanelTexts): ListDeclaration<OfferRow, SortKey> {
  const words = t.lists.offers;
  return {
    base: BASE,
    subject: words.subject,
    label: words.label,
    searchLabel: words.search,
    remember: "offers",
    search: (r) => `${r.name} ${r.description}`,
    sortValue: (r, key) =>
      key === "name"
        ? r.name
        : key === "criteria"
          ? words.criteriaOptions[r.criteria]
          : key === "status"
            ? r.status
            : r.discountValue,
    noMatch: words.noMatch,
    columns: [
      {
        header: t.lists.name,
        sort: "name",
        cell: (r) => (
          <>
            <span className="block font-semibold break-words">{r.name}</span>
            <span className="block text-xs text-stone-600 break-words">{r.description}</span>
          </>
        ),
      },
      { header: words.criteria, sort: "criteria", from: "sm", cell: (r) => words.criteriaOptions[r.criteria] },
      {
        header: words.discount,
        sort: "discount",
        className: "whitespace-nowrap",
        cell: (r) => words.discountText(r.discountIn, r.discountValue),
      },
      // On a phone the status rides under the name: four columns and the actions do not fit 360 px.
      {
        header: words.status,
        sort: "status",
        from: "sm",
        under: true,
        cell: (r) => <StatusBadge active={r.status === 1} />,
      },
    ],
    actions: { name: (r) => r.name, stack: true },
  };
}

export function OfferListView({ rows, loadError }: { rows: readonly OfferRow[]; loadError: string | null }) {
  const t = usePanelTexts();
  const list = useMemo(() => offersList(t), [t]);
  return <ListScreen list={list} rows={rows} loadError={loadError} />;
}

function StatusBadge({ active }: { active: boolean }) {
  const t = usePanelTexts();
  const style = active ? "bg-green-100 text-green-800 ring-green-300" : "bg-stone-100 text-stone-700 ring-stone-300";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${style}`}>
      {active ? t.lists.offers.active : t.lists.offers.inactive}
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
  const t = usePanelTexts();
  const say = usePanelSay();
  const words = t.lists.offers;
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
  const form = useLiveForm<OfferValues>(initial, (v) => sayAll(checkOffer(v), say));
  return (
    <FormFrame
      base={BASE}
      heading={item ? words.updateHeading : words.addHeading}
      error={failed?.error}
      submitLabel={item ? t.lists.update : t.lists.add}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField
        label={words.nameLabel}
        maxLength={offerRules.name.max}
        autoComplete="off"
        hint={words.nameHint(offerRules.name.min, offerRules.name.max)}
        {...form.field("name")}
      />
      <TextAreaField
        label={words.descriptionLabel}
        maxLength={offerRules.description.max}
        rows={3}
        placeholder={words.descriptionPlaceholder(offerRules.description.min, offerRules.description.max)}
        {...form.field("description")}
      />
      <SelectField
        label={words.criteria}
        placeholder={words.criteriaPlaceholder}
        options={OFFER_CRITERIA.map((o) => ({ value: o.value, label: words.criteriaOptions[o.value] }))}
        {...form.field("criteria")}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={words.discountIn}
          options={DISCOUNT_IN.map((o) => ({ value: o.value, label: words.discountInOptions[o.value] }))}
          {...form.field("discountIn")}
        />
        <TextField
          label={words.discountValue}
          inputMode="numeric"
          maxLength={offerRules.discountValue.max}
          autoComplete="off"
          {...form.field("discountValue")}
        />
      </div>
      <SelectField
        label={words.status}
        options={OFFER_STATUS.map((o) => ({ value: o.value, label: o.value === "1" ? words.active : words.inactive }))}
        {...form.field("status")}
      />
      <p className="-mt-2 text-sm text-stone-600">{words.activeHint}</p>
    </FormFrame>
  );
}
