import { NavLink } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";

/**
 * LIST / ADD for products (spec 2 §2). Like the shared ScreenTabs, but LIST carries the ids just added on the ADD
 * screen (`?added=`), so "a new item moves to the top" still holds after several adds in a row.
 */
export function ProductsTabs({ added = [] }: { added?: readonly number[] }) {
  const t = usePanelTexts();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-bold ${isActive ? "bg-brand text-brand-contrast" : "border border-stone-300 bg-white hover:bg-brand-soft"}`;
  const list = added.length > 0 ? `/adminpanel/products?added=${added.join(",")}` : "/adminpanel/products";
  return (
    <nav aria-label={t.kit.screens} className="mb-4 flex gap-2">
      <NavLink to={list} end className={tab}>
        {t.kit.list}
      </NavLink>
      <NavLink to="/adminpanel/products/new" className={tab}>
        {t.kit.add}
      </NavLink>
    </nav>
  );
}
