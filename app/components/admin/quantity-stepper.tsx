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
  const width = props.wide ? "min-w-24" : "min-w-20";
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-label={`Less ${props.productName}`}
        disabled={props.lessDisabled}
        onClick={props.onLess}
        className="size-11 rounded-l-lg border border-stone-300 text-xl font-bold disabled:opacity-40"
      >
        −
      </button>
      <span
        role="status"
        aria-label={`Quantity of ${props.productName}`}
        className={`inline-flex h-11 items-center justify-center border-y border-stone-300 px-2 tabular-nums ${width}`}
      >
        {props.quantityText}
      </span>
      <button
        type="button"
        aria-label={`More ${props.productName}`}
        onClick={props.onMore}
        className="size-11 rounded-r-lg border border-stone-300 text-xl font-bold"
      >
        +
      </button>
    </span>
  );
}
