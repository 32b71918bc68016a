import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { Notice, PrimaryButton } from "../form";
import { DeleteButton, ListTitle, type PanelToggle, PanelToggleButton, ScreenTabs, SearchField } from "./list-parts";
import { usePanelFlash } from "./use-admin-layout";
import { WriteKeyField } from "./write-key";

/*
 * What the panels' LIST/ADD/UPDATE screens share beyond list-parts.tsx: the frame of a list and of a form (the table
 * is app/components/panel/list-table.tsx), and "a new or updated item moves to the top" across the ADD screen
 * (spec 2 §2: after an add the screen stays on ADD, so the list learns the new ids later).
 */

const storageKey = (list: string) => `yaadi:admin-changed:${list}`;

function readStored(list: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(list)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** On an ADD screen: remembers the ids each successful add reported, newest first, for the list. */
export function useRememberAdded(list: string) {
  const flash = usePanelFlash();
  useEffect(() => {
    const ids = flash?.tone === "success" ? (flash.changedIds ?? []) : [];
    if (ids.length === 0) return;
    const merged = [...new Set([...ids, ...readStored(list)])].slice(0, 50);
    window.sessionStorage.setItem(storageKey(list), JSON.stringify(merged));
  }, [flash, list]);
}

/** On a LIST screen: the ids to show first — the last action's, then those added on the ADD screen (read once). */
export function useChangedIds(list: string): number[] {
  const flash = usePanelFlash();
  const fromFlash = flash?.changedIds ?? [];
  const [ids, setIds] = useState<number[]>(fromFlash);
  useEffect(() => {
    const stored = readStored(list);
    window.sessionStorage.removeItem(storageKey(list));
    setIds([...new Set([...(flash?.changedIds ?? []), ...stored])]);
  }, [flash, list]);
  return ids;
}

/** LIST/ADD tabs, the title with its count and the search box above a list. */
export function ListFrame(props: {
  base: string;
  subject: string;
  count: number;
  query: string;
  onQuery: (q: string) => void;
  searchLabel: string;
  actions?: React.ReactNode;
  loadError?: string | null;
  /** The clinic panel's single toggle button instead of the LIST/ADD tabs. */
  toggle?: PanelToggle;
  /** False for a list without an ADD screen. */
  tabs?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section>
      {props.toggle ? (
        <PanelToggleButton base={props.base} toggle={props.toggle} on="list" />
      ) : (
        props.tabs !== false && <ScreenTabs base={props.base} />
      )}
      {props.loadError && (
        <div className="mb-3">
          <Notice tone="error">{props.loadError}</Notice>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ListTitle subject={props.subject} count={props.count} />
        {props.actions}
      </div>
      {props.count > 0 && <SearchField value={props.query} onChange={props.onQuery} label={props.searchLabel} />}
      {props.children}
    </section>
  );
}

/** A screen's form: LIST/ADD tabs, a heading, the fields, the server's error and the submit button. */
export function FormFrame(props: {
  base: string;
  heading: string;
  error?: string | null;
  submitLabel: string;
  invalid: boolean;
  children: React.ReactNode;
  /** On an UPDATE screen: the item, which may also be deleted from here. */
  deletable?: { id: number; name: string } | null;
  /** The clinic panel's single toggle button instead of the LIST/ADD tabs, and a Cancel back to LIST. */
  toggle?: PanelToggle;
}) {
  const t = usePanelTexts();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const listTo = props.toggle?.listTo ?? props.base;
  return (
    <section>
      {props.toggle ? (
        <PanelToggleButton base={props.base} toggle={props.toggle} on="form" />
      ) : (
        <ScreenTabs base={props.base} />
      )}
      <div className="max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h1 className="mb-4 text-xl font-bold tracking-tight">{props.heading}</h1>
        <Form method="post" className="space-y-4" noValidate>
          <WriteKeyField />
          {props.children}
          {props.error && <Notice tone="error">{props.error}</Notice>}
          <PrimaryButton type="submit" disabled={busy || props.invalid}>
            {props.submitLabel}
          </PrimaryButton>
          {props.toggle && (
            <Link
              to={listTo}
              className="block w-full rounded-lg border border-stone-300 bg-white px-4 py-3 text-center font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t.kit.cancel}
            </Link>
          )}
        </Form>
        {props.deletable && (
          <div className="mt-4 flex items-center gap-2 border-t border-stone-200 pt-4">
            <DeleteButton
              action={`${props.base}/${props.deletable.id}`}
              id={props.deletable.id}
              name={props.deletable.name}
            />
          </div>
        )}
      </div>
    </section>
  );
}
