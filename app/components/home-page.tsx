import { Link } from "react-router";
import { useWriting } from "#app/i18n/provider";
import { panelLink } from "#app/i18n/site/links";
import { useSiteTexts } from "#app/i18n/site-texts";
import { SiteLanguageChooser } from "./site-language-chooser";

/** The demo stores, by their link (their names and notes are in the book). */
const DEMOS = ["demoveggiestore", "demogrocerystore", "demodryfruitstore"] as const;

export function HomePage({ invalidUrl, whatsAppLink }: { invalidUrl: boolean; whatsAppLink: string }) {
  const { home } = useSiteTexts();
  const { locale } = useWriting();
  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-4 py-3">
        <span className="text-2xl font-extrabold tracking-tight text-brand">Yaadi</span>
        <Link
          to={panelLink(locale)}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
        >
          {home.shopLogin}
        </Link>
      </header>
      <div className="mx-auto flex max-w-4xl justify-end px-4">
        <SiteLanguageChooser path="/" />
      </div>

      {invalidUrl && (
        <p role="alert" className="mx-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {home.invalidUrl}
        </p>
      )}

      <main>
        <section className="px-4 pb-10 pt-8 text-center sm:pt-14">
          <h1 className="mx-auto max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{home.headline}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-stone-600">{home.lead}</p>
          <p className="mt-6 text-xl font-bold">
            <span className="whitespace-nowrap">{home.perMonth}</span>{" "}
            <span className="whitespace-nowrap text-brand">{home.firstMonthFree}</span>
          </p>
          <Link
            to="/start"
            className="mt-6 inline-block rounded-xl bg-brand px-8 py-3 text-lg font-bold text-brand-contrast shadow hover:bg-brand-strong"
          >
            {home.startNow}
          </Link>
        </section>

        <section aria-labelledby="demos" className="bg-brand-soft px-4 py-10">
          <h2 id="demos" className="text-center text-2xl font-bold text-brand-ink">
            {home.demos}
          </h2>
          <ul className="mx-auto mt-6 grid max-w-4xl gap-3 sm:grid-cols-3">
            {DEMOS.map((url) => (
              <li key={url}>
                <a
                  href={`/${url}`}
                  className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand"
                >
                  <span className="block font-bold">{home.demo[url].name}</span>
                  <span className="block text-sm text-stone-600">{home.demo[url].note}</span>
                  <span className="mt-2 block text-sm font-semibold text-brand-ink">{`/${url}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how" className="px-4 py-10">
          <h2 id="how" className="text-center text-2xl font-bold">
            {home.howItWorks}
          </h2>
          <ol className="mx-auto mt-6 grid max-w-4xl gap-4 sm:grid-cols-3">
            {home.steps.map((s, i) => (
              <li key={s.title} className="rounded-xl border border-stone-200 p-4">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold">{s.title}</h3>
                <p className="text-sm text-stone-600">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="px-4 pb-12 text-center">
          <p className="text-stone-600">{home.questions}</p>
          <a
            href={whatsAppLink}
            className="mt-3 inline-block rounded-xl border-2 border-brand px-6 py-2 font-bold text-brand-ink hover:bg-brand-soft"
          >
            {home.contactUs}
          </a>
        </section>
      </main>
      <footer className="border-t border-stone-200 px-4 py-6 text-center text-sm text-stone-500">{home.footer}</footer>
    </div>
  );
}
