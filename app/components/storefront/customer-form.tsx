import { useState } from "react";
import { CUSTOMER_RULES, type SavedCustomer } from "#app/domain/customer";
import { type FieldRule, fieldProblem } from "#app/domain/field-rules";
import { fieldProblemText } from "#app/i18n/store/say";
import { useStoreTexts } from "#app/i18n/store-texts";
import { PrimaryButton, SecondaryButton, TextField } from "../form";
import { useLiveForm } from "../use-live-form";

/** CUSTOMERFORM: name, WhatsApp and address with live messages; submit disabled while a message shows. */
export function CustomerForm(props: {
  saved: SavedCustomer | null;
  onProceed: (c: SavedCustomer) => void;
  onGuest: () => void;
  busy: boolean;
}) {
  const t = useStoreTexts();
  const said = t.order.customerForm;
  // The field's message in the page's language, naming the field as the form does.
  const check = (rule: FieldRule, value: string, label: string) => {
    const problem = fieldProblem(rule, value);
    return problem && fieldProblemText(problem, label, t.notes);
  };
  const form = useLiveForm<SavedCustomer>(props.saved ?? { name: "", whatsApp: "", address: "" }, (v) => ({
    name: check(CUSTOMER_RULES.name, v.name, said.name),
    whatsApp: check(CUSTOMER_RULES.whatsApp, v.whatsApp, said.whatsApp),
    address: check(CUSTOMER_RULES.address, v.address, said.address),
  }));
  const { values, invalid, field } = form;
  // A saved customer appears after mount (browser storage): take it while the form is untouched.
  const [adopted, setAdopted] = useState(props.saved);
  if (props.saved !== adopted) {
    setAdopted(props.saved);
    if (props.saved && form.untouched) form.reset(props.saved);
  }
  return (
    <form
      className="mx-auto max-w-md space-y-4 px-4 py-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid)
          props.onProceed({
            name: values.name.trim(),
            whatsApp: values.whatsApp.trim(),
            address: values.address.trim(),
          });
      }}
    >
      <h2 className="text-xl font-bold">{said.title}</h2>
      <p className="text-sm text-stone-600">{said.notice}</p>
      <TextField label={said.name} autoComplete="name" maxLength={30} {...field("name")} />
      <TextField
        label={said.whatsApp}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        {...field("whatsApp")}
      />
      <TextField label={said.address} autoComplete="street-address" maxLength={80} {...field("address")} />
      <PrimaryButton type="submit" disabled={invalid || props.busy}>
        {said.proceed}
      </PrimaryButton>
      <SecondaryButton onClick={props.onGuest}>{said.guest}</SecondaryButton>
    </form>
  );
}
