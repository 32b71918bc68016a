import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";

type ScreenLink = { label: string; to: string };

const LINK = "font-semibold whitespace-nowrap text-brand-ink underline";

/** A tip's text with the screens it names as links (each named by its menu label). */
function withLinks(text: string, links: readonly ScreenLink[]): ReactNode {
  const named = links.filter((link) => text.includes(link.label));
  if (named.length === 0) return text;
  const pattern = new RegExp(`(${named.map((link) => link.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return text.split(pattern).map((part, i) => {
    const link = i % 2 === 1 ? named.find((l) => l.label === part) : undefined;
    return link ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a tip's parts never move
      <Link key={i} className={LINK} to={link.to}>
        {part}
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a tip's parts never move
      <Fragment key={i}>{part}</Fragment>
    );
  });
}

/** A tip as its book writes it: `**…**` in bold, the screens it names linked. */
function Tip({ text, links = [] }: { text: string; links?: readonly ScreenLink[] }) {
  return (
    <li>
      {text.split("**").map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tip's parts never move
          <strong key={i}>{withLinks(part, links)}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tip's parts never move
          <Fragment key={i}>{withLinks(part, links)}</Fragment>
        ),
      )}
    </li>
  );
}

/** The Products screen's 'Important Tips' (spec 2 §2): what a shop owner needs to know to keep the store useful. */
export function ProductsTips() {
  const t = usePanelTexts();
  const tips = t.products.tips;
  const screens = t.menu.screens;
  const sheet = { label: screens.productSheet, to: "/adminpanel/product-sheet" };
  const prices = { label: screens.prices, to: "/adminpanel/prices" };
  const images = { label: screens.productImages, to: "/adminpanel/product-images" };
  return (
    <details className="group mb-4 rounded-lg border border-stone-200 bg-brand-soft/40 px-3 py-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-bold text-brand-ink [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {tips.title}
      </summary>
      <ul className="list-disc space-y-2 pb-2 pl-5 text-stone-800">
        {tips.items.map((tip) => (
          <Tip key={tip} text={tip} />
        ))}
        <Tip text={tips.sheet(sheet.label, prices.label)} links={[sheet, prices]} />
        <Tip text={tips.photos(images.label)} links={[images]} />
        <Tip text={tips.plan} />
      </ul>
    </details>
  );
}
