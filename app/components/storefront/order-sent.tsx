import type { LastOrder } from "#app/domain/repeat-order";

/** FINALSTEP: the order is stored and WhatsApp is opening; the links stay here in case it did not. */
export function OrderSent({ order, listWord, onBack }: { order: LastOrder; listWord: string; onBack: () => void }) {
  const word = listWord.toLowerCase();
  return (
    <section className="mx-auto max-w-md space-y-4 px-4 py-10 text-center" aria-labelledby="sent-title">
      <h2 id="sent-title" className="text-xl font-bold">
        Your {listWord} no. {order.yaadiId} is ready to send
      </h2>
      <p className="text-stone-600">WhatsApp opens with your {word}. Press send there to reach the shop.</p>
      <a className="block rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast" href={order.whatsAppLink}>
        Open WhatsApp
      </a>
      <a className="block font-semibold text-brand-ink underline" href={`/yaadilist/${order.yaadiUrl}`}>
        See your {word}
      </a>
      <button type="button" className="font-semibold text-stone-700 underline" onClick={onBack}>
        Back to Shopping
      </button>
    </section>
  );
}
