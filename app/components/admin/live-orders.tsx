import { useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import type { LiveOrder } from "#app/domain/orders/live-order";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { playChime } from "./chime";
import { useLiveOrders } from "./use-live-orders";

/** The admin's choice for this phone: a new order chimes unless turned off. */
const SOUND_KEY = "yaadi_order_sound";
/** The newest orders shown at once; older ones are on the Yaadi Summary. */
const SHOWN = 3;

/** Screens whose data a new order changes: they load it again when one comes (today's row, the day's figures). */
const refreshesOnOrder = (pathname: string) =>
  pathname === ADMIN_HOME || pathname.startsWith("/adminpanel/yaadi-summary");

function useSoundChoice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => typeof localStorage === "undefined" || localStorage.getItem(SOUND_KEY) !== "off");
  return [
    on,
    (next) => {
      setOn(next);
      localStorage.setItem(SOUND_KEY, next ? "on" : "off");
    },
  ];
}

/**
 * A new order on any admin screen the moment it is stored (issue 27): a banner with its number, name and amount that
 * opens it, a chime the admin can turn off, today's summary brought up to date, and a line when the phone is offline.
 */
export function LiveOrders() {
  const t = usePanelTexts().live;
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const [orders, setOrders] = useState<LiveOrder[]>([]);
  const [sound, setSound] = useSoundChoice();
  const refreshes = refreshesOnOrder(pathname);
  const state = useLiveOrders(
    (order) => {
      setOrders((shown) => [order, ...shown.filter((o) => o.id !== order.id)].slice(0, SHOWN));
      if (sound) playChime();
      if (refreshes) void revalidate();
    },
    () => {
      if (refreshes) void revalidate();
    },
  );
  const dismiss = (id: number) => setOrders((shown) => shown.filter((o) => o.id !== id));
  return (
    <div data-live={state} className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md space-y-2 print:hidden">
      {state === "offline" && (
        <p role="status" className="rounded-lg bg-stone-800 px-3 py-2 text-sm font-semibold text-white shadow-lg">
          {t.offline}
        </p>
      )}
      <section aria-label={t.region} aria-live="polite" className="space-y-2">
        {orders.map((order) => (
          <div
            key={order.id}
            className="flex items-center gap-2 rounded-lg border border-green-700 bg-green-50 p-2 pl-3 shadow-lg"
          >
            <p className="min-w-0 flex-1 text-sm">
              <span className="block font-bold text-green-900">{t.newOrder(order.id)}</span>
              <span className="block truncate">{t.from(order.customerName, order.netPaise)}</span>
            </p>
            <Link
              to={`/adminpanel/yaadies/${order.id}`}
              onClick={() => dismiss(order.id)}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-3 font-bold text-brand-contrast"
            >
              {t.open}
            </Link>
            <button
              type="button"
              onClick={() => dismiss(order.id)}
              aria-label={t.dismiss(order.id)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-xl text-stone-600 hover:bg-green-100"
            >
              ×
            </button>
          </div>
        ))}
        {orders.length > 0 && (
          <label className="ml-auto flex min-h-11 w-fit items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold shadow">
            <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} className="size-5" />
            {t.sound}
          </label>
        )}
      </section>
    </div>
  );
}
