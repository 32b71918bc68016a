import { useId } from "react";
import { GST_STATES } from "#app/domain/gst/states";
import { useWriting } from "#app/i18n/provider";

type Controlled = { value: string; onChange: (value: string) => void };

/**
 * A registered buyer's GSTIN and their state (the place of supply: another state's makes the bill IGST), as the
 * yaadi's Make Bill form and the counter's Print Bill ask them. Named fields of the form around them, or controlled
 * when the bill is sent by script (`gstin`, `stateCode`). Their parent lays the two out.
 */
export function BuyerTaxFields({
  labels,
  gstin,
  stateCode,
}: {
  labels: { gstin: string; state: string; sameState: string };
  gstin?: Controlled;
  stateCode?: Controlled;
}) {
  const id = useId();
  const { locale } = useWriting();
  return (
    <>
      <div>
        <label htmlFor={`${id}-gstin`} className="mb-1 block text-sm font-semibold">
          {labels.gstin}
        </label>
        <input
          id={`${id}-gstin`}
          name="gstin"
          {...(gstin && { value: gstin.value, onChange: (e) => gstin.onChange(e.target.value) })}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="h-11 w-full rounded-lg border border-stone-300 px-3 uppercase"
        />
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="mb-1 block text-sm font-semibold">
          {labels.state}
        </label>
        <select
          id={`${id}-state`}
          name="stateCode"
          {...(stateCode
            ? { value: stateCode.value, onChange: (e) => stateCode.onChange(e.target.value) }
            : { defaultValue: "" })}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white px-2"
        >
          <option value="">{labels.sameState}</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {`${s.code} – ${s[locale]}`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
