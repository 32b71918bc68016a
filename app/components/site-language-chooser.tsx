import { LANGUAGE_PARAM } from "#app/i18n/choose";
import { LOCALE_NAMES, LOCALES } from "#app/i18n/locale";
import { useWriting } from "#app/i18n/provider";
import { useSiteTexts } from "#app/i18n/site-texts";

/**
 * Yaadi's own pages in another language: a link per language, each named in its own script, that opens the page again
 * in it (the server then keeps the choice on this phone, for the home, the wizard and the registration alike).
 */
export function SiteLanguageChooser({ path }: { path: string }) {
  const { locale } = useWriting();
  const t = useSiteTexts();
  return (
    <nav aria-label={t.common.language} className="flex gap-1 text-sm">
      {LOCALES.map((code) => (
        <a
          key={code}
          href={`${path}?${LANGUAGE_PARAM}=${code}`}
          lang={code}
          hrefLang={code}
          aria-current={code === locale ? "true" : undefined}
          className={`rounded-lg px-2 py-2 font-semibold ${
            code === locale ? "bg-brand-soft text-brand-ink" : "text-stone-600 hover:bg-stone-100"
          }`}
        >
          {LOCALE_NAMES[code]}
        </a>
      ))}
    </nav>
  );
}
