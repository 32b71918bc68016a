import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Notice, PrimaryButton } from "../form";
import { DeleteButton, ListTitle, type PanelToggle, PanelToggleButton, ScreenTabs, SearchField } from "./list-parts";
import { usePanelFlash } from "./use-admin-layout";
import { WriteKeyField } from "./write-key";

/*
 * What the Categories, Brands, Special Offers and Customers screens share beyond list-parts.tsx: the frame of a list
 * and of a form, the row's Edit/Delete, live form state, and "a new or updated item moves to the top" across the
 * ADD screen (spec 2 §2: after an add the screen stays on ADD, so the list learns the new ids later).
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

/** The table around a list's rows: scrolls sideways inside itself on a narrow phone rather than the whole page. */
export function ListTable({
  label,
  head,
  children,
}: {
  label: string;
  head: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    // relative: the header's sr-only text is absolutely positioned and would otherwise widen the page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full border-collapse text-sm" aria-label={label}>
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The last column's header of a list with row actions: named for screen readers, empty on screen. */
export function ActionsHeader() {
  return (
    <th scope="col" className="px-2 py-2 text-right">
      <span className="sr-only">Actions</span>
    </th>
  );
}

/**
 * Edit and Delete of one row (44 px targets; the delete confirmation is the spec's). `stack` puts them one above the
 * other on a phone, for lists with more columns than a 360 px row holds side by side.
 */
export function RowActions({
  editTo,
  deleteAction,
  id,
  name,
  stack = false,
}: {
  editTo: string;
  deleteAction: string;
  id: number;
  name: string;
  stack?: boolean;
}) {
  const layout = stack ? "flex-col items-end sm:flex-row sm:items-center sm:justify-end" : "items-center justify-end";
  return (
    <td className="px-2 py-1 text-right align-middle">
      <div className={`flex gap-1 ${layout}`}>
        <Link
          to={editTo}
          aria-label={`Edit ${name}`}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-ink hover:bg-brand-soft"
        >
          Edit
        </Link>
        <DeleteButton action={deleteAction} id={id} name={name} />
      </div>
    </td>
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
              Cancel
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
