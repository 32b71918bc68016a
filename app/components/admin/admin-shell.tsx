import { Link, useFetchers, useNavigation } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import type { Flash } from "#app/domain/flash";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { Notice } from "../form";
import { LogoutForm } from "./logout-form";

export type AdminShellData = { shopName: string; shopUrl: string; status: string };

/** The page column: the panel's reading width, or a laptop's whole width for a wide screen (screen-handle.ts). */
export const columnWidth = (wide = false) => (wide ? "max-w-screen-2xl" : "max-w-5xl");

/** Header of every admin screen (spec 2 §2): Visit Store, Your Account, Logout and Home. */
export function AdminHeader({ shop, wide }: { shop: AdminShellData; wide?: boolean }) {
  const { shell } = usePanelTexts();
  const link =
    "whitespace-nowrap rounded-lg px-1.5 py-2 sm:px-2.5 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand";
  return (
    <header className="border-b border-stone-200 bg-white print:hidden">
      <div className={`mx-auto flex ${columnWidth(wide)} flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2`}>
        <Link to={ADMIN_HOME} className="mr-auto min-w-0">
          <span className="block text-lg font-extrabold text-brand">Yaadi</span>
          <span className="block truncate text-xs text-stone-600">{shop.shopName}</span>
        </Link>
        <nav
          aria-label={shell.nav}
          className="flex w-full items-center justify-between text-sm font-semibold sm:w-auto sm:justify-end"
        >
          <a className={link} href={`/${shop.shopUrl}`}>
            {shell.visitStore}
          </a>
          <Link className={link} to="/adminpanel/account">
            {shell.yourAccount}
          </Link>
          <LogoutForm label={shell.logout} className={link} />
          <Link className={`${link} bg-brand text-brand-contrast hover:bg-brand-strong`} to={ADMIN_HOME}>
            {shell.home}
          </Link>
        </nav>
      </div>
      <PendingBar label={shell.loading} />
    </header>
  );
}

/** A thin moving bar while a page loads or a form is saved, so a slow network never looks like a dead button. */
export function PendingBar({ label }: { label: string }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  return (
    <div className="h-1 overflow-hidden" aria-hidden={!busy}>
      {busy && (
        <div
          role="progressbar"
          aria-label={label}
          className="h-full w-1/3 animate-[pending_1s_ease-in-out_infinite] bg-brand"
        />
      )}
    </div>
  );
}

/** Spec 2 §2's 'VISIT THE STORE', and the terms the shop agreed to, reachable from every screen after activation. */
export function AdminFooter({ shopUrl, wide }: { shopUrl: string; wide?: boolean }) {
  const { shell } = usePanelTexts();
  return (
    <footer className={`mx-auto flex ${columnWidth(wide)} flex-col items-center gap-1 px-3 py-8 print:hidden`}>
      <a className="text-sm font-bold tracking-wide text-brand-ink underline" href={`/${shopUrl}`}>
        {shell.visitTheStore}
      </a>
      <Link className="inline-flex min-h-11 items-center text-sm text-stone-600 underline" to="/adminpanel/terms">
        {shell.terms}
      </Link>
    </footer>
  );
}

/** The message a redirect carried (see flash.server.ts). */
export function FlashNotice({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <div className="mb-4 print:hidden">
      <Notice tone={flash.tone}>{flash.text}</Notice>
    </div>
  );
}
