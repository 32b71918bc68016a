import { useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Notice } from "#app/components/form";
import { CalendarIcon } from "#app/components/icons";
import {
  DATES_MESSAGE,
  type DayChoice,
  dealerValue,
  parseDay,
  type ReportRange,
  rangeQuery,
  readDealer,
  readSale,
  slashDay,
} from "#app/domain/reports/report-range";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";

/*
 * Yesterday / Today / Between Dates with From and To, then Show Here (spec 3 §2). The choice lives in the URL once
 * shown; until then it is only this form's state, and the screen hides the last results while the two differ
 * ("changing the date choice resets the display").
 */

export type DayChoiceState = ReturnType<typeof useDayChoice>;

export function useDayChoice(asked: ReportRange | null, today: string, initial: DayChoice = "today") {
  const [choice, setChoice] = useState<DayChoice>(asked?.choice ?? initial);
  const [from, setFrom] = useState(slashDay(asked?.from ?? today));
  const [to, setTo] = useState(slashDay(asked?.to ?? today));
  const [dealer, setDealer] = useState(dealerValue(asked?.dealer));
  const [sale, setSale] = useState<string>(asked?.sale ?? "");
  const query = rangeQuery(
    choice,
    parseDay(from) ?? from,
    parseDay(to) ?? to,
    readDealer(dealer)?.dealer,
    readSale(sale)?.sale,
  );
  const askedQuery = asked ? rangeQuery(asked.choice, asked.from, asked.to, asked.dealer, asked.sale) : null;
  /** The dates as typed make no range: From after To, or not a day at all. */
  const datesWrong = choice === "between" && (!parseDay(from) || !parseDay(to) || parseDay(from)! > parseDay(to)!);
  return {
    choice,
    setChoice,
    from,
    setFrom,
    to,
    setTo,
    dealer,
    setDealer,
    sale,
    setSale,
    query,
    showing: askedQuery !== null && askedQuery === query,
    datesWrong,
  };
}

export function DayChoiceForm({
  base,
  state,
  today,
  earliest,
  choices = ["yesterday", "today", "between"],
  error,
  showLink = true,
  dealers = [],
  sales = false,
}: {
  base: string;
  /** Whether the report can count online orders and counter sales apart (a shop with Cash Billing). */
  sales?: boolean;
  /** The shop's dealers: with any, the report can count one dealer's yaadies, or only the shop's own. */
  dealers?: readonly { id: number; name: string }[];
  /** False where the choice feeds downloads rather than a report on the screen (All Yaadies). */
  showLink?: boolean;
  state: DayChoiceState;
  today: string;
  earliest: string;
  choices?: readonly DayChoice[];
  /** The server's answer to a range it refused. */
  error?: string | null;
}) {
  const { days } = usePanelTexts().reports;
  const say = usePanelSay();
  const navigate = useNavigate();
  const [wrong, setWrong] = useState(false);
  const show = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!showLink) return;
    if (state.datesWrong) {
      setWrong(true);
      // Spec 3 §5: an alert, as the storefront's alerts; the text also stays on the screen.
      window.alert(say(DATES_MESSAGE));
      return;
    }
    setWrong(false);
    navigate(`${base}?${state.query}`);
  };
  const message = wrong && state.datesWrong ? say(DATES_MESSAGE) : error ? say(error) : null;
  return (
    <Form
      method="get"
      action={base}
      onSubmit={show}
      className="mb-4 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <fieldset>
        <legend className="sr-only">{days.legend}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {choices.map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="radio"
                name="day"
                value={c}
                checked={state.choice === c}
                onChange={() => {
                  setWrong(false);
                  state.setChoice(c);
                }}
                className="size-5 accent-brand"
              />
              {days[c]}
            </label>
          ))}
        </div>
      </fieldset>
      {state.choice === "between" && (
        <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-md">
          <DayField
            label={days.from}
            pick={days.pickFrom}
            name="from"
            value={state.from}
            onChange={state.setFrom}
            min={earliest}
            max={today}
          />
          <DayField
            label={days.to}
            pick={days.pickTo}
            name="to"
            value={state.to}
            onChange={state.setTo}
            min={earliest}
            max={today}
          />
        </div>
      )}
      {state.choice === "between" && (
        <p className="mt-1 text-xs text-stone-600">
          {days.window.before}
          {days.day(earliest)}
          {days.window.between}
          {days.day(today)}
          {days.window.after}
        </p>
      )}
      {dealers.length > 0 && <DealerChoice dealers={dealers} value={state.dealer} onChange={state.setDealer} />}
      {sales && <SaleChoice value={state.sale} onChange={state.setSale} />}
      {showLink && (
        <div className="mt-3 flex items-center gap-3">
          <Link
            to={`${base}?${state.query}`}
            onClick={show}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-bold text-brand-contrast"
          >
            {days.showHere}
          </Link>
        </div>
      )}
      {message && (
        <div className="mt-3">
          <Notice tone="error">{message}</Notice>
        </div>
      )}
    </Form>
  );
}

/**
 * A day as yyyy/MM/dd (spec 3's pickers), typed or picked: the text box takes "2026/11/20" or "2026-11-20", and the
 * calendar button opens the phone's own date picker, limited to the report window.
 */
function DayField({
  label,
  pick,
  name,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  /** The calendar button's name. */
  pick: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  min: string;
  max: string;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { days } = usePanelTexts().reports;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative flex">
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={days.placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          className="block w-full min-w-0 rounded-l-lg border border-stone-300 bg-white px-2 py-2.5 text-base tabular-nums shadow-sm focus:border-brand"
        />
        <button
          type="button"
          aria-label={pick}
          onClick={() => picker.current?.showPicker?.()}
          className="min-h-11 rounded-r-lg border border-l-0 border-stone-300 bg-stone-50 px-2 text-stone-700"
        >
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={parseDay(value) ?? ""}
          onChange={(e) => e.target.value && onChange(slashDay(e.target.value))}
          className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
        />
      </div>
    </div>
  );
}

/** Whose yaadies: all of them, the shop's own (not through a dealer's link), or one dealer's. */
export function DealerChoice({
  dealers,
  value,
  onChange,
}: {
  dealers: readonly { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { days } = usePanelTexts().reports;
  return (
    <div className="mt-3 sm:max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold">
        {days.dealer}
      </label>
      <select
        id={id}
        name="dealer"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base"
      >
        <option value="">{days.allYaadies}</option>
        <option value="shop">{days.shopOwn}</option>
        {dealers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which sales: all, the online orders (the store's, dealers' and Make Yaadi's) or Cash Billing's counter sales. */
function SaleChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { days } = usePanelTexts().reports;
  return (
    <div className="mt-3 sm:max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold">
        {days.sales}
      </label>
      <select
        id={id}
        name="sale"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base"
      >
        <option value="">{days.allSales}</option>
        <option value="online">{days.online}</option>
        <option value="counter">{days.counter}</option>
      </select>
    </div>
  );
}
