import { Form, NavLink } from "react-router";
import { PendingBar } from "../admin/admin-shell";

/** The back office's menu (spec 3 §2 "Platform owner back office"), with the screens this product adds after it. */
export const OWNER_MENU = [
  { label: "Shops", to: "/owner/shops" },
  { label: "Shop-Types", to: "/owner/shop-types" },
  { label: "Actual Customers Data", to: "/owner/customers-data" },
  { label: "Admin Passwords", to: "/owner/admins" },
  { label: "Logs", to: "/owner/logs" },
  { label: "Registrations", to: "/owner/registrations" },
  { label: "Payments", to: "/owner/payments" },
  { label: "Audit log", to: "/owner/audit" },
] as const;

export function OwnerHeader({ userName }: { userName: string }) {
  const item = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-lg px-2.5 py-2 ${isActive ? "bg-brand text-brand-contrast" : "hover:bg-brand-soft"} focus-visible:outline-2 focus-visible:outline-brand`;
  return (
    <header className="border-b border-stone-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2">
        <NavLink to="/owner/home" className="mr-auto min-w-0">
          <span className="block text-lg font-extrabold text-brand">Yaadi back office</span>
          <span className="block truncate text-xs text-stone-600">Signed in as {userName}</span>
        </NavLink>
        <Form method="post" action="/owner/logout">
          <button type="submit" className="min-h-11 rounded-lg px-3 text-sm font-semibold hover:bg-brand-soft">
            Logout
          </button>
        </Form>
      </div>
      {/* One scrolling row on a phone rather than four lines of menu above every screen. */}
      <nav aria-label="Back office" className="mx-auto max-w-6xl overflow-x-auto px-3 pb-2">
        <ul className="flex gap-1 text-sm font-semibold">
          {OWNER_MENU.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={item}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PendingBar label="Loading" />
    </header>
  );
}
