import { Form, useNavigation } from "react-router";
import { asksUnitInformation, checkProductForm, type ProductFormValues } from "#app/domain/admin/product-form";
import { adminRules } from "#app/domain/admin/rules";
import { UNITS, type UnitId } from "#app/domain/units";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { Notice, PrimaryButton, SelectField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { ProductTaxFields } from "./product-tax-fields";
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
  /** Add or Update. */
  mode: "add" | "update";
  error?: string | null;
  /** A reason the form cannot be sent at all (the plan's limit), shown above it. */
  blocked?: string | null;
  /** Show every field's message from the start (an existing product, or a form sent back with an error). */
  showAll?: boolean;
  /** The shop's GST registration, for the HSN's length warning. */
  shopTax: { kind: string; turnoverBand: string };
}) {
  const t = usePanelTexts().products;
  const say = usePanelSay();
  const form = useLiveForm(props.initial, (v) => sayAll(checkProductForm(v, { regional: props.regional }), say), {
    showAll: props.showAll,
  });
  const text = t.form;
  const unitOptions = (Object.keys(UNITS) as unknown as UnitId[]).map((id) => ({
    value: String(id),
    label: t.units[id],
  }));
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
        label={text.name}
        {...form.field("name")}
        hint={text.nameHint(adminRules.productName.min, adminRules.productName.max)}
      />
      {props.regional && <TextField label={text.regional} {...form.field("nameRegional")} hint={text.regionalHint} />}
      <SelectField label={text.unit} {...form.field("unitId")} options={unitOptions} />
      {asksUnitInformation(values.unitId) && (
        <TextField label={text.information} {...form.field("information")} hint={text.informationHint} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={text.mrp(values.unitId)} {...form.field("mrp")} inputMode="numeric" />
        <TextField label={text.finalPrice(values.unitId)} {...form.field("finalPrice")} inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.category}
          name="categoryId"
          value={values.categoryId}
          onChange={(v) => form.set("categoryId", v)}
          options={options(props.categories)}
          placeholder={text.noCategory}
        />
        <SelectField
          label={text.brand}
          name="brandId"
          value={values.brandId}
          onChange={(v) => form.set("brandId", v)}
          options={options(props.brands)}
          placeholder={text.noBrand}
        />
      </div>
      <RatingStars value={values.rating} onChange={(v) => form.set("rating", v)} />
      <SelectField
        label={text.inStock}
        name="inStock"
        value={values.inStock}
        onChange={(v) => form.set("inStock", v)}
        options={[
          { value: "1", label: text.yes },
          { value: "0", label: text.no },
        ]}
      />
      <TextField label={text.searchWords} {...form.field("searchWords")} hint={text.searchWordsHint} />
      <ProductTaxFields hsn={form.field("hsn")} gstRate={form.field("gstRate")} shopTax={props.shopTax} />
      {form.invalid && !(Object.keys(form.messages) as (keyof ProductFormValues)[]).some((k) => form.messageOf(k)) && (
        <p className="text-sm text-stone-600">{text.fillIn}</p>
      )}
      <PrimaryButton type="submit" disabled={form.invalid || saving || !!props.blocked}>
        {saving ? text.saving : props.mode === "add" ? text.add : text.update}
      </PrimaryButton>
    </Form>
  );
}
