import { Link, useLocation } from "react-router";
import {
  checkShopForm,
  INFO_PLACES,
  SHOP_MESSAGES,
  SHOP_STATUSES,
  type ShopFormValues,
  type ShopTextField,
  shopRules,
  VERSION_TYPES,
} from "#app/domain/owner/shop-form";
import { PLANS } from "#app/domain/plans";
import { COLOR_SCHEMES } from "../../../themes/themes";
import { FormFrame } from "../admin/lists-common";
import { CheckboxField, Notice, SelectField, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";

/* Add/Update Shop (spec 3 §2 "Shops", §5): the shop's details and the platform owner's settings for it. */

export const SHOPS_BASE = "/owner/shops";

type Props = {
  values: ShopFormValues;
  shopTypes: readonly { value: string; label: string }[];
  /** The shop being updated (its URL cannot change), or null on ADD. */
  item: { id: number; url: string; adminUserName: string | null; closing?: "requested" | "confirmed" | null } | null;
  error?: string | null;
  /** After an add: the new admin's user name and one-time password, shown this once. */
  added?: { url: string; userName: string; password: string } | null;
  /** The registration the form was filled from, marked as done by the add. */
  registrationId?: number | null;
  /** On UPDATE: the shop as saved (a value left unchanged is not checked again). */
  stored?: ShopFormValues | null;
};

export function ShopForm(props: Props) {
  const location = useLocation();
  // An empty form after each add (the answer names the shop added; a reload changes the location), for the next shop.
  return <ShopFields key={`${location.key}:${props.added?.url ?? ""}`} {...props} />;
}

const HINTS: Partial<Record<ShopTextField, string>> = {
  shopUrl: "Letters, digits and underscore: the store's link is /{shop url}.",
  mobile: "10 digits, without +91. It is the admin's user name.",
  whatsApp: "10 digits, without +91. Orders are sent here.",
  landLine: "11 digits with the STD code, or leave empty.",
  email: "The admin's first password is e-mailed here, if given.",
  validUpto: "Free text, e.g. 31 March 2027.",
};

function ShopFields({ values, shopTypes, item, error, added, registrationId, stored }: Props) {
  const form = useLiveForm<ShopFormValues>(
    values,
    (v) => checkShopForm(v, item ? "update" : "add", stored ?? undefined),
    { showAll: error != null, clearOnFocus: true },
  );
  const text = (name: ShopTextField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={shopRules[name].label} autoComplete="off" hint={HINTS[name]} {...extra} {...form.field(name)} />
  );
  const check = (name: keyof ShopFormValues, label: string) => (
    <CheckboxField
      label={label}
      name={name}
      checked={form.values[name] === "1"}
      onChange={(on) => form.set(name, on ? "1" : "")}
    />
  );
  return (
    <>
      {added && (
        <div className="mb-4 max-w-xl space-y-2" role="alert">
          <Notice tone="success">{SHOP_MESSAGES.added(added.url)}</Notice>
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold break-words text-amber-950">
            {SHOP_MESSAGES.credentials(added.userName, added.password)}
          </p>
        </div>
      )}
      <FormFrame
        base={SHOPS_BASE}
        heading={item ? `Update Shop ${item.url}` : "Add Shop"}
        error={error}
        submitLabel={item ? "UPDATE" : "ADD"}
        invalid={form.invalid}
        deletable={item ? { id: item.id, name: item.url } : null}
      >
        {registrationId && <input type="hidden" name="registrationId" value={registrationId} />}
        {registrationId && (
          <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm">
            Filled in from registration no. {registrationId}: choose the shop type and check the details.
          </p>
        )}
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-stone-700">Shop</legend>
          {text("name")}
          {item ? (
            <p>
              <span className="block font-semibold">Shop url</span>
              <span className="break-words">/{item.url}</span>{" "}
              <span className="text-sm text-stone-600">(links are made of it, so it stays)</span>
              <input type="hidden" name="shopUrl" value={item.url} />
            </p>
          ) : (
            text("shopUrl", { maxLength: 20 })
          )}
          {text("title")}
          <SelectField
            label="Shop type"
            placeholder="Select shop type"
            options={shopTypes}
            {...form.field("shopTypeId")}
          />
          <TextAreaField label={shopRules.aboutUs.label} rows={3} {...form.field("aboutUs")} />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-stone-700">Owner and contact</legend>
          {text("owner")}
          {text("address")}
          {text("city")}
          {text("pinCode", { inputMode: "numeric", maxLength: 6 })}
          {text("whatsApp", { type: "tel", inputMode: "numeric", maxLength: 10 })}
          {text("mobile", { type: "tel", inputMode: "numeric", maxLength: 10 })}
          {text("landLine", { type: "tel", inputMode: "numeric", maxLength: 11 })}
          {text("email", { type: "email", inputMode: "email" })}
          {item && <p className="text-sm text-stone-700">Admin user name: {item.adminUserName ?? "none"}</p>}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-stone-700">Plan and facilities</legend>
          <Radios
            label="Status"
            name="status"
            options={SHOP_STATUSES.map((s) => ({ value: s, label: s }))}
            value={form.values.status}
            onChange={(v) => form.set("status", v)}
          />
          <SelectField
            label="Plan"
            options={PLANS.map((p) => ({
              value: String(p.plan),
              label: `${p.productsLimit} products, Rs. ${p.rupeesPerMonth}/month`,
            }))}
            {...form.field("plan")}
          />
          {text("productsLimit", { inputMode: "numeric", maxLength: 10 })}
          <SelectField label="Version" options={VERSION_TYPES} {...form.field("versionTypeId")} />
          <SelectField
            label="Language"
            options={[
              { value: "1", label: "English and regional" },
              { value: "0", label: "English" },
            ]}
            {...form.field("languageChoice")}
          />
          <SelectField
            label="Colour scheme"
            options={COLOR_SCHEMES.map((c) => ({ value: c, label: c }))}
            {...form.field("colorScheme")}
          />
          {check("dealerFacility", "Dealer facility")}
          {check("homePageFacility", "Home page facility")}
          {check("productImages", "Product images")}
          <SelectField label="Info place" options={INFO_PLACES} {...form.field("informationPlace")} />
          {check("showItemCount", "Show item count")}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-stone-700">Payment</legend>
          {check("lastPaymentVerified", "Payment verified")}
          <DateField label="Payment due date" {...form.field("paymentDueDate")} />
          {text("paymentMessage", { maxLength: 60 })}
          {text("validUpto")}
        </fieldset>
      </FormFrame>
      {item && (
        <p className="mt-4 flex max-w-xl flex-wrap gap-3">
          <Link
            to={`${SHOPS_BASE}/${item.id}/tax`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-brand-soft"
          >
            Tax (GST): registration, GSTIN, legal name
          </Link>{" "}
          <Link
            to={`${SHOPS_BASE}/${item.id}/closing`}
            className={`mt-2 inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold hover:bg-brand-soft ${item.closing ? "border-red-300 bg-red-50 text-red-800" : "border-stone-300 bg-white"}`}
          >
            {item.closing === "requested"
              ? "Account closing: the admin asked to close it (confirm)"
              : item.closing === "confirmed"
                ? "Account closing: closed"
                : "Account closing"}
          </Link>
          <Link
            to={`${SHOPS_BASE}/${item.id}/backups`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-brand-soft"
          >
            Backups: back up now, restore
          </Link>{" "}
          <Link
            to={`${SHOPS_BASE}/${item.id}/cell`}
            className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-brand-soft"
          >
            Database: its cell, move
          </Link>
        </p>
      )}
    </>
  );
}

function Radios(props: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{props.label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {props.options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              className="size-5 accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DateField(props: {
  label: string;
  name: string;
  value: string;
  message: string | null;
  onChange: (value: string) => void;
  onFocus?: () => void;
}) {
  return (
    <div className="space-y-1">
      <label className="block font-semibold">
        {props.label}
        <input
          type="date"
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onFocus={props.onFocus}
          aria-invalid={props.message ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base font-normal"
        />
      </label>
      {props.message && <p className="text-sm font-medium text-red-700">{props.message}</p>}
    </div>
  );
}
