import type { ComponentProps } from "react";
import { refusalMessage, viewAfterRefusal } from "#app/domain/order-outcome";
import { useStoreTexts } from "#app/i18n/store-texts";
import { FinalYaadi } from "./final-yaadi";

/*
 * The views after browsing — the list, the final yaadi, the order sent, the last order — in a file of their own
 * (docs/decisions/0028, "The store's weight"): a customer's first view is the shelf, and most of what ordering needs
 * (the order table, the order's outcomes, the sending) is fetched once they start a list, or kept by the service
 * worker for the offline visit, instead of weighing on every first load.
 */

export { CartView } from "./cart-view";
export { OrderSent } from "./order-sent";
export { RepeatOrder } from "./repeat-order";

/** The final yaadi, telling the customer why the shop refused it and going where the refusal leads. */
export function FinalYaadiStep({
  goTo,
  ...props
}: Omit<ComponentProps<typeof FinalYaadi>, "onRefused"> & {
  goTo: (view: ReturnType<typeof viewAfterRefusal>) => void;
}) {
  const t = useStoreTexts();
  return (
    <FinalYaadi
      {...props}
      onRefused={(refusal) => {
        window.alert(refusalMessage(refusal, props.data.listWord, t));
        goTo(viewAfterRefusal(refusal));
      }}
    />
  );
}
