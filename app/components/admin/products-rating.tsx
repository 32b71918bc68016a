import { RATINGS } from "#app/domain/admin/product-form";
import { usePanelTexts } from "#app/i18n/panel-texts";

/**
 * Rating as 10 stars (spec 2 §5 "rating chosen from 10 stars"): a real radio group, so arrow keys move the choice and
 * screen readers read "3 stars"; stars up to the chosen one are filled. Five per row on a phone keeps 44 px targets.
 */
export function RatingStars({
  value,
  onChange,
  name = "rating",
}: {
  value: string;
  onChange: (value: string) => void;
  name?: string;
}) {
  const t = usePanelTexts().products.rating;
  const chosen = Number(value);
  return (
    <fieldset className="space-y-1">
      <legend className="block font-semibold">{t.legend}</legend>
      <p className="text-sm text-stone-600">{t.hint(chosen)}</p>
      <div className="grid w-fit grid-cols-5 gap-1 sm:grid-cols-10">
        {RATINGS.map((n) => (
          <label
            key={n}
            className="relative grid size-11 cursor-pointer place-items-center rounded-lg hover:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={String(n)}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`text-3xl leading-none ${n <= chosen ? "text-amber-500" : "text-stone-300"}`}
            >
              ★
            </span>
            <span className="sr-only">{t.stars(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
