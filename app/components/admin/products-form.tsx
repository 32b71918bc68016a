import { Form, useNavigation } from "react-router";
import {
  asksUnitInformation,
  checkProductForm,
  type ProductFormValues,
  priceLabel,
  UNIT_OPTIONS,
} from "#app/domain/admin/product-form";
import { adminRules } from "#app/domain/admin/rules";
import { Notice, PrimaryButton, SelectField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
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
  const form = useLiveForm(props.initial, (v) => checkProductForm(v, { regional: props.regional }), {
    showAll: props.showAll,
  });
  const { values } = form;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const options = (list: readonly Choice[]) => list.map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Form
      method="post"
      className="max-w-xl space-y-4"
      noValidate
      onBlur={(e) => {
        // Typing starts the live messages; so does leaving a field empty.
        const name = (e.target as unknown as HTMLInputElement).name as keyof ProductFormValues;
        if (name && name in values) form.touch(name);
      }}
    >
      <WriteKeyField />
      {props.blocked && <Notice tone="error">{props.blocked}</Notice>}
      {props.error && <Notice tone="error">{props.error}</Notice>}
      <TextField
        label="Product name"
        {...form.field("name")}
        hint={`${adminRules.productName.min}–${adminRules.productName.max} characters, as customers know it`}
      />
      {props.regional && (
        <TextField
          label="Regional name"
          {...form.field("nameRegional")}
          hint="Optional, up to 40 characters: the name in the local language"
        />
      )}
      <SelectField label="Unit" {...form.field("unitId")} options={UNIT_OPTIONS} />
      {asksUnitInformation(values.unitId) && (
        <TextField label="Unit Information" {...form.field("information")} hint="Optional, e.g. dozen, bunch, 500 ml" />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={priceLabel("MRP", values.unitId)} {...form.field("mrp")} inputMode="numeric" />
        <TextField label={priceLabel("Final price", values.unitId)} {...form.field("finalPrice")} inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="categoryId"
          value={values.categoryId}
          onChange={(v) => form.set("categoryId", v)}
          options={options(props.categories)}
          placeholder="No category"
        />
        <SelectField
          label="Brand"
          name="brandId"
          value={values.brandId}
          onChange={(v) => form.set("brandId", v)}
          options={options(props.brands)}
          placeholder="No brand"
        />
      </div>
      <RatingStars value={values.rating} onChange={(v) => form.set("rating", v)} />
      <SelectField
        label="In stock"
        name="inStock"
        value={values.inStock}
        onChange={(v) => form.set("inStock", v)}
        options={[
          { value: "1", label: "Yes" },
          { value: "0", label: "No" },
        ]}
      />
      <TextField
        label="Search words"
        {...form.field("searchWords")}
        hint="Optional, up to 40 characters: other names customers may type (e.g. local names)"
      />
      {form.invalid && !(Object.keys(form.messages) as (keyof ProductFormValues)[]).some((k) => form.messageOf(k)) && (
        <p className="text-sm text-stone-600">Fill in the product name, MRP and final price to save.</p>
      )}
      <PrimaryButton type="submit" disabled={form.invalid || saving || !!props.blocked}>
        {saving ? "Saving…" : props.submitLabel}
      </PrimaryButton>
    </Form>
  );
}
