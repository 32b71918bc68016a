import { usePanelTexts } from "#app/i18n/panel-texts";

/**
 * − quantity + for one product of a yaadi the shop writes itself (Make Yaadi, Edit yaadi): 44 px buttons named after
 * the product, and the quantity read out as it changes. Make Yaadi's is `wide` for a weight with its step.
 */
export function QuantityStepper(props: {
  productName: string;
  quantityText: string;
  lessDisabled: boolean;
  onLess: () => void;
  onMore: () => void;
  wide?: boolean;
}) {
  const said = usePanelTexts().yaadi.stepper;
  const width = props.wide ? "min-w-24" : "min-w-20";
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-label={said.less(props.productName)}
        disabled={props.lessDisabled}
        onClick={props.onLess}
        className="size-11 rounded-l-lg border border-stone-300 text-xl font-bold disabled:opacity-40"
      >
        −
      </button>
      <span
        role="status"
        aria-label={said.quantityOf(props.productName)}
        className={`inline-flex h-11 items-center justify-center border-y border-stone-300 px-2 tabular-nums ${width}`}
      >
        {props.quantityText}
      </span>
      <button
        type="button"
        aria-label={said.more(props.productName)}
        onClick={props.onMore}
        className="size-11 rounded-r-lg border border-stone-300 text-xl font-bold"
      >
        +
      </button>
    </span>
  );
}
