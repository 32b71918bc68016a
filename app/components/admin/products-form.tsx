import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { asksUnitInformation, checkProductForm, priceLabel, type ProductFormValues, UNIT_OPTIONS } from "../../domain/admin/product-form";
import { adminRules } from "../../domain/admin/rules";
import { Notice, PrimaryButton, SelectField, TextField } from "../form";
import { RatingStars } from "./products-rating";
import { WriteKeyField } from "./write-key";

type Choice = { id: number; name: string };

/**
 * The Add/Update product form (spec 2 §3, §5): live messages under each field, submit disabled while any shows.
 * Posts the form as typed; the action re-checks everything with zod. The regional name shows only when the shop's
 * language choice includes it; Unit Information only for unit 'Number' (its value is not sent for other units).
 */
export function ProductForm(props: {
  initial: ProductFormValues;
  regional: boolean;
  categories: readonly Choice[];
  brands: readonly Choice[];
  submitLabel: string;
  error?: string | null;
  /** A reason the form cannot be sent at all (the plan's limit), shown above it. */
  blocked?: string | null;
  /** Show every field's message from the start (an existing product, or a form sent back with an error). */
  showAll?: boolean;
}) {
  const [values, setValues] = useState(props.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof ProductFormValues, boolean>>>(() =>
    props.showAll ? Object.fromEntries(Object.keys(props.initial).map((k) => [k, true])) : {},
  );
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const messages = checkProductForm(values, { regional: props.regional });
  const hasMessage = Object.keys(messages).length > 0;
  // A new form shows a field's message once it is typed in or left; submit stays disabled while any rule is broken.
  const shown = (key: keyof ProductFormValues) => (touched[key] ? (messages[key] ?? null) : null);
  const set = (key: keyof ProductFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const options = (list: readonly Choice[]) => list.map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Form method="post" className="max-w-xl space-y-4" noValidate onBlur={(e) => {
      // Typing starts the live messages; so does leaving a field empty.
      const name = (e.target as unknown as HTMLInputElement).name as keyof ProductFormValues;
      if (name && name in values) setTouched((t) => ({ ...t, [name]: true }));
    }}>
      <WriteKeyField />
      {props.blocked && <Notice tone="error">{props.blocked}</Notice>}
      {props.error && <Notice tone="error">{props.error}</Notice>}
      <TextField label="Product name" name="name" value={values.name} onChange={set("name")} message={shown("name")} hint={`${adminRules.productName.min}–${adminRules.productName.max} characters, as customers know it`} />
      {props.regional && (
        <TextField label="Regional name" name="nameRegional" value={values.nameRegional} onChange={set("nameRegional")} message={shown("nameRegional")} hint="Optional, up to 40 characters: the name in the local language" />
      )}
      <SelectField label="Unit" name="unitId" value={values.unitId} onChange={set("unitId")} options={UNIT_OPTIONS} message={shown("unitId")} />
      {asksUnitInformation(values.unitId) && (
        <TextField label="Unit Information" name="information" value={values.information} onChange={set("information")} message={shown("information")} hint="Optional, e.g. dozen, bunch, 500 ml" />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={priceLabel("MRP", values.unitId)} name="mrp" value={values.mrp} onChange={set("mrp")} message={shown("mrp")} inputMode="numeric" />
        <TextField label={priceLabel("Final price", values.unitId)} name="finalPrice" value={values.finalPrice} onChange={set("finalPrice")} message={shown("finalPrice")} inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" name="categoryId" value={values.categoryId} onChange={set("categoryId")} options={options(props.categories)} placeholder="No category" />
        <SelectField label="Brand" name="brandId" value={values.brandId} onChange={set("brandId")} options={options(props.brands)} placeholder="No brand" />
      </div>
      <RatingStars value={values.rating} onChange={set("rating")} />
      <SelectField label="In stock" name="inStock" value={values.inStock} onChange={set("inStock")} options={[{ value: "1", label: "Yes" }, { value: "0", label: "No" }]} />
      <TextField label="Search words" name="searchWords" value={values.searchWords} onChange={set("searchWords")} message={shown("searchWords")} hint="Optional, up to 40 characters: other names customers may type (e.g. local names)" />
      {hasMessage && !(Object.keys(messages) as (keyof ProductFormValues)[]).some((k) => shown(k)) && (
        <p className="text-sm text-stone-600">Fill in the product name, MRP and final price to save.</p>
      )}
      <PrimaryButton type="submit" disabled={hasMessage || saving || !!props.blocked}>
        {saving ? "Saving…" : props.submitLabel}
      </PrimaryButton>
    </Form>
  );
}
