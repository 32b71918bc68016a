import { LANGUAGE_PARAM } from "#app/i18n/choose";
import { LOCALE_NAMES, LOCALES } from "#app/i18n/locale";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";

/**
 * The store in another language (issue: who chooses): the store's page opens again in it, and the server remembers the
 * choice on this phone for this store. A whole load, not a re-render: the page, its cache entry and the WhatsApp
 * text are all in the one language.
 */
export function LanguageChooser({ basePath }: { basePath: string }) {
  const { locale } = useWriting();
  const t = useStoreTexts();
  return (
    <label className="shrink-0">
      <span className="sr-only">{t.header.language}</span>
      <select
        value={locale}
        onChange={(event) => {
          window.location.assign(`${basePath || "/"}?${LANGUAGE_PARAM}=${event.target.value}`);
        }}
        className="min-h-11 max-w-24 rounded-lg border border-brand-contrast/40 bg-transparent px-1 text-sm font-semibold text-brand-contrast"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} className="text-stone-900">
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
