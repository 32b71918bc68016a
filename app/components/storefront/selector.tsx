import { useId } from "react";
import type { SelectorKind } from "#app/domain/catalogue";

type Option = { id: number; name: string };

/**
 * A category or brand chooser (spec 1 §9 thresholds): a dropdown, or a panel of buttons that scrolls sideways on a
 * phone. The chosen one is pressed; choosing it again shows everything.
 */
export function Selector(props: {
  kind: SelectorKind;
  label: string;
  options: readonly Option[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const id = useId();
  if (props.kind === "none") return null;
  if (props.kind === "dropdown") {
    return (
      <div>
        <label className="sr-only" htmlFor={id}>
          {props.label}
        </label>
        <select
          id={id}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white px-2"
          value={props.selected ?? ""}
          onChange={(e) => props.onSelect(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{props.label}</option>
          {props.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <nav
      aria-label={props.label}
      className="-mx-3 flex items-center gap-2 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {/* Seen, not read: the navigation's name already says it. Tells the categories' row from the brands' row. */}
      <span aria-hidden="true" className="shrink-0 text-xs font-semibold uppercase tracking-wide text-stone-500">
        {props.label}
      </span>
      <ul className="flex w-max gap-2 py-0.5 sm:w-auto sm:flex-wrap">
        {props.options.map((o) => {
          const pressed = o.id === props.selected;
          return (
            <li key={o.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => props.onSelect(pressed ? null : o.id)}
                className="h-9 whitespace-nowrap rounded-full border border-stone-300 bg-white px-3 text-sm font-medium aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast"
              >
                {o.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
