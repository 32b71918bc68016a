import type { ListWord } from "#app/domain/cart";
import type { LastOrder } from "#app/domain/repeat-order";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";

/** FINALSTEP: the order is stored and WhatsApp is opening; the links stay here in case it did not. */
export function OrderSent({ order, listWord, onBack }: { order: LastOrder; listWord: ListWord; onBack: () => void }) {
  const y = useYaadiTexts();
  const said = y.sent;
  return (
    <section className="mx-auto max-w-md space-y-4 px-4 py-10 text-center" aria-labelledby="sent-title">
      <h2 id="sent-title" className="text-xl font-bold">
        {said.title(listWord, order.yaadiId)}
      </h2>
      <p className="text-stone-600">{said.help(listWord)}</p>
      <a className="block rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast" href={order.whatsAppLink}>
        {y.openWhatsApp}
      </a>
      <a className="block font-semibold text-brand-ink underline" href={`/yaadilist/${order.yaadiUrl}`}>
        {said.see(listWord)}
      </a>
      <button type="button" className="font-semibold text-stone-700 underline" onClick={onBack}>
        {y.backToShopping}
      </button>
    </section>
  );
}
