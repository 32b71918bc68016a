import { useStoreTexts } from "#app/i18n/store-texts";
import type { CatalogueState } from "./use-catalogue";

/** What the catalogue is doing while a view waits for it: loading, or not loaded with a way to try again. */
export function CatalogueStatus({ catalogue }: { catalogue: CatalogueState }) {
  const t = useStoreTexts();
  if (catalogue.state === "ready") return null;
  if (catalogue.state === "loading") {
    return (
      <p role="status" className="my-3 px-3 py-10 text-center text-stone-600">
        <span
          aria-hidden="true"
          className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand align-[-2px]"
        />
        {t.browse.loading}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="mx-3 my-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-center text-amber-950"
    >
      <p>{t.browse.loadFailed}</p>
      <button
        type="button"
        onClick={catalogue.retry}
        className="mt-3 h-11 rounded-lg bg-brand px-5 font-semibold text-brand-contrast"
      >
        {t.browse.tryAgain}
      </button>
    </div>
  );
}
