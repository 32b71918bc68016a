import { useDeferredValue, useId, useMemo, useState } from "react";
import { type PreparedCatalogue, suggest } from "#app/domain/catalogue";
import { type ShownNames, shownNames } from "#app/domain/product-names";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";

const SUGGESTIONS = 8;

/**
 * The search box (spec 1 §5): typing filters the list (main search) and offers suggestions matched by word prefix;
 * picking one shows that product alone. A combobox in the ARIA sense: arrows move, Enter picks, Escape closes.
 * Suggestions carry the names as the list shows them (the regional name first on a Marathi or Hindi page).
 */
export function SearchBox(props: {
  prepared: PreparedCatalogue;
  text: string;
  /** The shop shows regional names. */
  regional: boolean;
  onType: (text: string) => void;
  onPick: (product: { id: number; name: string }) => void;
}) {
  const t = useStoreTexts();
  const { locale } = useWriting();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDeferredValue(props.text);
  const suggestions = useMemo(
    () =>
      suggest(props.prepared, typed, SUGGESTIONS).map((p) => ({ id: p.id, ...shownNames(p, props.regional, locale) })),
    [props.prepared, typed, props.regional, locale],
  );
  const shown = open && suggestions.length > 0;

  const pick = (p: { id: number; name: string }) => {
    setOpen(false);
    setActive(-1);
    props.onPick(p);
  };

  return (
    <div className="relative flex-1">
      <label className="sr-only" htmlFor={id}>
        {t.browse.searchProducts}
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t.browse.searchProducts}
        value={props.text}
        onChange={(e) => {
          props.onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
          if (!shown) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            const step = e.key === "ArrowDown" ? 1 : -1;
            // -1 is the typed text itself; the arrows cycle through it and the suggestions.
            setActive((a) => {
              const next = a + step;
              return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
            });
          } else if (e.key === "Enter") {
            e.preventDefault();
            if (active >= 0 && active < suggestions.length) pick(suggestions[active]!);
            else setOpen(false);
          }
        }}
        className="h-11 w-full appearance-none rounded-lg border border-stone-300 bg-white px-3 text-base"
      />
      {shown && <SuggestionList id={id} suggestions={suggestions} active={active} onPick={pick} />}
    </div>
  );
}

/**
 * The suggestions under the search box, as the WAI-ARIA combobox pattern has them: the input keeps focus and names the
 * active option (aria-activedescendant), so each option's id is the box's id and its place.
 */
export function SuggestionList(props: {
  id: string;
  suggestions: readonly ({ id: number } & ShownNames)[];
  active: number;
  onPick: (product: { id: number; name: string }) => void;
}) {
  const t = useStoreTexts();
  const { locale } = useWriting();
  return (
    <ul
      id={`${props.id}-list`}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of options is that pattern
      role="listbox"
      aria-label={t.browse.suggestions}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
    >
      {props.suggestions.map((p, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the input, never focused
        <li
          key={p.id}
          id={`${props.id}-${i}`}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
          role="option"
          aria-selected={i === props.active}
          // mousedown, not click: the input's blur would close the list before a click lands.
          onMouseDown={(e) => {
            e.preventDefault();
            props.onPick(p);
          }}
          className="cursor-pointer px-3 py-2.5 aria-selected:bg-brand-soft hover:bg-stone-100"
        >
          {p.name}
          {/* English pages keep a suggestion to the product's name, as the spec shows it. */}
          {p.other && locale !== "en" && <span className="ml-2 text-sm text-stone-500">{p.other}</span>}
        </li>
      ))}
    </ul>
  );
}
