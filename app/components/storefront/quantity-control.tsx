import { useId } from "react";
import { UNIT5_WEIGHT_STEPS_KG } from "#app/domain/quantity";
import type { UnitId } from "#app/domain/units";
import { useStoreTexts } from "#app/i18n/store-texts";

/** − quantity + (and unit 5's weight chooser and C button). Buttons are 44 px targets for thumbs. */
export function QuantityControl(props: {
  name: string;
  unitId: UnitId;
  quantity: number;
  weightStep?: number;
  canDecrease: boolean;
  onChange: (direction: "up" | "down") => void;
  onClear?: () => void;
  onWeightStep?: (kg: number) => void;
}) {
  const t = useStoreTexts();
  // The weight chooser's id: a product's name may hold spaces or Devanagari, which an id should not.
  const stepId = useId();
  const button =
    "flex h-10 w-9 shrink-0 items-center justify-center rounded-lg bg-brand text-xl font-bold text-brand-contrast disabled:opacity-40";
  return (
    <div className="flex flex-wrap items-center gap-1">
      {/* − quantity + grow together up to 9 rem, so a bulk line's chooser and C fit beside them on a phone; the
          quantity is never narrower than its text ("1102 kgs"), so no button ever covers it. */}
      <div className="flex max-w-[9rem] flex-1 items-center gap-1">
        <button
          type="button"
          className={button}
          aria-label={t.browse.less(props.name)}
          disabled={!props.canDecrease}
          onClick={() => props.onChange("down")}
        >
          −
        </button>
        <output
          className="flex-1 whitespace-nowrap text-center text-sm font-semibold"
          aria-live="polite"
          aria-label={t.browse.quantityOf(props.name)}
        >
          {t.common.quantity(props.quantity, props.unitId)}
        </output>
        <button
          type="button"
          className={button}
          aria-label={t.browse.more(props.name)}
          onClick={() => props.onChange("up")}
        >
          +
        </button>
      </div>
      {props.unitId === 5 && props.onWeightStep && (
        <>
          <label className="sr-only" htmlFor={stepId}>
            {t.browse.weightStepFor(props.name)}
          </label>
          <select
            id={stepId}
            className="h-10 rounded-lg border border-stone-300 bg-white px-1 text-sm"
            value={props.weightStep ?? 10}
            onChange={(e) => props.onWeightStep?.(Number(e.target.value))}
          >
            {UNIT5_WEIGHT_STEPS_KG.map((kg) => (
              <option key={kg} value={kg}>
                {t.browse.weightStep(kg)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="h-10 rounded-lg border border-stone-300 px-3 font-bold"
            aria-label={t.browse.clear(props.name)}
            onClick={props.onClear}
          >
            {t.browse.clearMark}
          </button>
        </>
      )}
    </div>
  );
}
