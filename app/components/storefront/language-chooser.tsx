import { LANGUAGE_PARAM } from "#app/i18n/choose";
import { LOCALE_NAMES, LOCALES, type Locale } from "#app/i18n/locale";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";

/** The language now, as the header's 44 px square says it (the shop's name and the cart button need the width). */
const SHORT: Record<Locale, string> = { en: "EN", mr: "मरा", hi: "हिं" };

/**
 * The store in another language (issue: who chooses): the store's page opens again in it, and the server remembers the
 * choice on this phone for this store. A whole load, not a re-render: the page, its cache entry and the WhatsApp
 * text are all in the one language. The phone's own chooser opens over the square (a transparent select), so the
 * languages are named in full and picked the way the phone picks anything.
 */
export function LanguageChooser({ basePath }: { basePath: string }) {
  const { locale } = useWriting();
  const t = useStoreTexts();
  return (
    <label className="relative flex size-11 shrink-0 items-center justify-center rounded-lg border border-brand-contrast/50 text-sm font-bold text-brand-contrast has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-contrast">
      <span aria-hidden lang={locale}>
        {SHORT[locale]}
      </span>
      <span className="sr-only">{t.header.language}</span>
      <select
        value={locale}
        onChange={(event) => {
          window.location.assign(`${basePath || "/"}?${LANGUAGE_PARAM}=${event.target.value}`);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
