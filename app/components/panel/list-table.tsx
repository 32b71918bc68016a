import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import type { ColumnSort } from "#app/domain/admin/list";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { DeleteButton, type PanelToggle, SortHeader, useListView } from "../admin/list-parts";
import { ListFrame, useChangedIds } from "../admin/lists-common";

/*
 * The panels' list tables written once (docs/decisions/0026): a screen declares its columns, its rows' actions and its
 * texts; the table's markup, what a 360 px phone leaves out, the row's Edit and Delete and the highlight of a new or
 * updated row live here, so every list looks and reads alike.
 */

type Breakpoint = "sm" | "md" | "lg";

// Whole class names, so Tailwind finds them in this file.
const WIDE_ONLY: Record<Breakpoint, string> = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
};
const PHONE_ONLY: Record<Breakpoint, string> = { sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden" };

export type Column<T, K extends string = never, G extends string = never> = {
  /** The header's text, verbatim; it also names the column for screen readers. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The key the header sorts by; without it the header is plain text. */
  sort?: K;
  /** The column shows from this width up; a 360 px phone leaves it out. */
  from?: Breakpoint;
  /** Below `from`, its value is a line under the row's primary cell instead (a phone has no room for the column). */
  under?: boolean;
  /** A group a phone may choose to show (Shops' sections, Products' column groups): chosen, it shows at any width. */
  group?: G;
  /** The cell that names the row (default: the first): the phone lines ride under it. */
  primary?: boolean;
  /** What the primary cell shows below the phone lines (a diet's content). */
  after?: (row: T) => ReactNode;
  /** Digits that line up and never wrap (phone numbers, counts, prices). */
  numeric?: boolean;
  /** The cell's classes beside its padding. */
  className?: string;
  headerClassName?: string;
  /** The cell's accessible name, when what it shows is not what it means (a rating drawn with a star). */
  label?: (row: T) => string;
};

export type RowActions<T> = {
  /** The row's name in 'Edit {name}', 'Delete {name}' and the spec's delete confirmation. */
  name: (row: T) => string;
  /** One above the other on a phone, for lists with more columns than a 360 px row holds beside them. */
  stack?: boolean;
  /** Edit only from sm up: on a phone the primary cell already opens the row (Shops' URL). */
  editOnPhone?: false;
  /** Buttons between Edit and Delete (Products' Duplicate). */
  more?: (row: T) => ReactNode;
  /** Delete only on rows it applies to (an Admin row without an admin). */
  deletable?: (row: T) => boolean;
  /** Under the primary cell's value instead of a last column (Products: nine columns leave no room for a tenth). */
  inPrimary?: boolean;
};

export type ListTableProps<T extends { id: number }, K extends string, G extends string> = {
  /** The table's accessible name. */
  label: string;
  /** LIST's URL: a row's Edit opens `${base}/{id}`, its Delete posts here. */
  base: string;
  columns: readonly Column<T, K, G>[];
  actions: RowActions<T>;
  /** The rows to draw, already searched and sorted. */
  rows: readonly T[];
  /** Shown instead of the table when there are no rows to draw; without it nothing shows. */
  empty?: string;
  sort?: ColumnSort<K> | null;
  onSort?: (key: K) => void;
  /** Rows just added or updated: on top already, and tinted. */
  changedIds?: readonly number[];
  /** The group a phone shows (see `Column.group`). */
  phoneGroup?: G;
  /** The primary cell is the row's header (th), read out before each of its cells. */
  rowHeaders?: boolean;
  /** Tighter cells on a phone, for lists whose columns and actions only just fit 360 px. */
  dense?: boolean;
  rowClassName?: (row: T) => string;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

const visibility = <G extends string>(column: { from?: Breakpoint; group?: G }, phoneGroup: G | undefined) =>
  column.from && !(column.group !== undefined && column.group === phoneGroup) ? WIDE_ONLY[column.from] : undefined;

export function ListTable<T extends { id: number }, K extends string = never, G extends string = never>(
  props: ListTableProps<T, K, G>,
) {
  const { columns, actions, phoneGroup } = props;
  const t = usePanelTexts();
  if (props.rows.length === 0)
    return props.empty ? <p className="py-6 text-center text-stone-600">{props.empty}</p> : null;
  const changed = new Set(props.changedIds);
  return (
    <TableShell
      label={props.label}
      head={
        <>
          {columns.map((c) => {
            const className = classes(visibility(c, phoneGroup), c.headerClassName);
            return c.sort && props.onSort ? (
              <SortHeader
                key={c.header}
                label={c.header}
                column={c.sort}
                sort={props.sort ?? null}
                onSort={props.onSort}
                className={className}
              />
            ) : (
              <th key={c.header} scope="col" className={classes("px-2 py-2 text-left font-semibold", className)}>
                {c.header}
              </th>
            );
          })}
          {!actions.inPrimary && (
            <th scope="col" className="px-2 py-2 text-right">
              <span className="sr-only">{t.kit.actions}</span>
            </th>
          )}
        </>
      }
    >
      {props.rows.map((row) => (
        <Line
          key={row.id}
          row={row}
          base={props.base}
          columns={columns}
          actions={actions}
          changed={changed.has(row.id)}
          phoneGroup={phoneGroup}
          rowHeaders={props.rowHeaders ?? false}
          dense={props.dense ?? false}
          rowClassName={props.rowClassName}
        />
      ))}
    </TableShell>
  );
}

type LineProps<T extends { id: number }, K extends string, G extends string> = {
  row: T;
  base: string;
  columns: readonly Column<T, K, G>[];
  actions: RowActions<T>;
  changed: boolean;
  phoneGroup: G | undefined;
  rowHeaders: boolean;
  dense: boolean;
  rowClassName: ((row: T) => string) | undefined;
};

function LineOf<T extends { id: number }, K extends string, G extends string>(props: LineProps<T, K, G>) {
  const { row, columns, actions } = props;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const padding = props.dense ? "px-1.5 py-2 sm:px-2" : "px-2 py-2";
  return (
    <tr className={classes(props.changed && "bg-brand-soft", props.rowClassName?.(row)) || undefined}>
      {columns.map((c) => {
        const isPrimary = c === primary;
        const Cell = isPrimary && props.rowHeaders ? "th" : "td";
        return (
          <Cell
            key={c.header}
            scope={Cell === "th" ? "row" : undefined}
            aria-label={c.label?.(row)}
            className={classes(
              padding,
              "break-words",
              Cell === "th" && "text-left font-normal",
              c.numeric && "whitespace-nowrap tabular-nums",
              visibility(c, props.phoneGroup),
              c.className,
            )}
          >
            {c.cell(row)}
            {isPrimary && <PhoneLines row={row} columns={columns} />}
            {isPrimary && c.after?.(row)}
            {isPrimary && actions.inPrimary && <Actions row={row} base={props.base} actions={actions} />}
          </Cell>
        );
      })}
      {!actions.inPrimary && (
        <td className="px-2 py-1 text-right align-middle">
          <Actions row={row} base={props.base} actions={actions} />
        </td>
      )}
    </tr>
  );
}

/** A list of up to 1,000 products re-renders on each search key: a row whose props are the same is not drawn again. */
const Line = memo(LineOf) as typeof LineOf;

function PhoneLines<T, K extends string, G extends string>({
  row,
  columns,
}: {
  row: T;
  columns: readonly Column<T, K, G>[];
}) {
  return columns.map(
    (c) =>
      c.under &&
      c.from && (
        <span
          key={c.header}
          className={classes(
            "block text-xs break-words text-stone-600",
            c.numeric && "tabular-nums",
            PHONE_ONLY[c.from],
          )}
        >
          {c.cell(row)}
        </span>
      ),
  );
}

const EDIT = "min-h-11 items-center rounded-lg font-semibold text-brand-ink hover:bg-brand-soft";

/** Edit and Delete of one row (44 px targets; Delete asks the spec's confirmation). */
function Actions<T extends { id: number }>({ row, base, actions }: { row: T; base: string; actions: RowActions<T> }) {
  const t = usePanelTexts();
  const name = actions.name(row);
  const layout = actions.inPrimary
    ? "-ml-1.5 mt-1 flex flex-wrap items-center"
    : actions.stack
      ? "flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end"
      : "flex items-center justify-end gap-1";
  return (
    <div className={layout}>
      <Link
        to={`${base}/${row.id}`}
        aria-label={t.kit.editName(name)}
        className={classes(
          EDIT,
          actions.editOnPhone === false ? "hidden sm:inline-flex" : "inline-flex",
          actions.inPrimary ? "px-1.5 text-sm" : "px-2",
        )}
      >
        {t.kit.edit}
      </Link>
      {actions.more?.(row)}
      {(actions.deletable?.(row) ?? true) && <DeleteButton action={base} id={row.id} name={name} />}
    </div>
  );
}

/** The table around a list's rows: scrolls sideways inside itself on a narrow phone rather than the whole page. */
export function TableShell({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
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

/** A LIST screen declared: its frame's words, how its rows are searched and sorted, and its table. */
export type ListDeclaration<T extends { id: number }, K extends string> = Omit<
  ListTableProps<T, K, never>,
  "rows" | "empty" | "sort" | "onSort" | "changedIds" | "phoneGroup"
> & {
  /** The list's word in its title: 'LIST OF {subject} ({count})', 'NO {subject}'. */
  subject: string;
  searchLabel: string;
  search: (row: T) => string;
  sortValue: (row: T, key: K) => string | number;
  /** Where ADD remembers the ids it added, for this list to show them first. */
  remember: string;
  /** Shown when the search leaves no row. */
  noMatch: string;
  /** Shown when there are no rows at all; without it the title's 'NO …' says it. */
  empty?: string;
  /** The clinic panel's single top button instead of the LIST/ADD tabs. */
  toggle?: PanelToggle;
  /** A list without an ADD screen has no tabs. */
  tabs?: false;
};

/** A whole LIST screen: tabs, the load-failure text, title and count, search, and the declared table. */
export function ListScreen<T extends { id: number }, K extends string>({
  list,
  rows,
  loadError,
  tools,
  controls,
}: {
  list: ListDeclaration<T, K>;
  rows: readonly T[];
  /** The spec's text when the rows could not be read (spec 3 §8). */
  loadError?: string | null;
  /** Beside the title: a download, a link. */
  tools?: ReactNode;
  /** Above the table while there are rows: what it shows (the clinic's column toggles). */
  controls?: ReactNode;
}) {
  const changedIds = useChangedIds(list.remember);
  const view = useListView<T, K>(rows, { text: list.search, value: list.sortValue, changedIds });
  return (
    <ListFrame
      base={list.base}
      tabs={list.tabs ?? true}
      subject={list.subject}
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel={list.searchLabel}
      actions={tools}
      loadError={loadError}
      toggle={list.toggle}
    >
      {rows.length > 0 && controls}
      <ListTable
        label={list.label}
        base={list.base}
        columns={list.columns}
        actions={list.actions}
        dense={list.dense}
        rowHeaders={list.rowHeaders}
        rowClassName={list.rowClassName}
        rows={view.shown}
        empty={rows.length === 0 ? list.empty : list.noMatch}
        sort={view.sort}
        onSort={view.onSort}
        changedIds={changedIds}
      />
    </ListFrame>
  );
}
