import { Form, Link, useNavigation } from "react-router";
import type { AdminRow } from "../../domain/owner/admin-passwords";
import { ADMIN_PASSWORD_MESSAGES } from "../../domain/owner/admin-passwords";
import { formatIstDateTime } from "../../domain/time";
import { DeleteButton, ListTitle, SearchField, SortHeader, useListView } from "../admin/list-parts";
import { ActionsHeader, ListTable, useChangedIds } from "../admin/lists-common";
import { Notice, PrimaryButton } from "../form";

/* Admin Passwords (spec 3 §2): 'LIST OF Admins', 'Search Admins'; when each password was set, never the password. */

const BASE = "/owner/admins";
type SortKey = "index" | "shopUrl" | "userName" | "passwordSetAt";

export function AdminsListView({ rows }: { rows: readonly AdminRow[] }) {
  const changedIds = useChangedIds("owner-admins");
  const indexed = rows.map((r, i) => ({ ...r, index: i + 1 }));
  const view = useListView<(typeof indexed)[number], SortKey>(indexed, {
    text: (r) => `${r.shopUrl} ${r.userName ?? ""} ${r.shopName}`,
    value: (r, key) => (key === "passwordSetAt" ? (r.passwordSetAt ?? 0) : (r[key] ?? "")),
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <section>
      <ListTitle subject="Admins" count={rows.length} />
      <SearchField value={view.query} onChange={view.setQuery} label="Search Admins" />
      {view.shown.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No admins match the search.</p>
      ) : (
        <ListTable
          label="Admins"
          head={
            <>
              <SortHeader label="#" column="index" {...header} className="hidden sm:table-cell" />
              <SortHeader label="Url" column="shopUrl" {...header} />
              <SortHeader label="User name" column="userName" {...header} />
              <SortHeader label="Password set" column="passwordSetAt" {...header} className="hidden sm:table-cell" />
              <ActionsHeader />
            </>
          }
        >
          {view.shown.map((r) => (
            <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
              <td className="hidden px-2 py-2 tabular-nums sm:table-cell">{r.index}</td>
              <td className="px-2 py-2 font-semibold break-all">{r.shopUrl}</td>
              <td className="px-2 py-2 break-all">{r.userName ?? <span className="text-stone-500">no admin</span>}</td>
              <td className="hidden px-2 py-2 sm:table-cell">
                {r.passwordSetAt ? formatIstDateTime(new Date(r.passwordSetAt)) : "–"}
                {r.userName && !r.firstLoginDone && (
                  <span className="block text-xs text-stone-600">one-time password, not changed yet</span>
                )}
              </td>
              <td className="px-2 py-1 text-right">
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
                  <Link
                    to={`${BASE}/${r.id}`}
                    aria-label={`Edit ${r.shopUrl}`}
                    className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-ink hover:bg-brand-soft"
                  >
                    Edit
                  </Link>
                  {r.userName && <DeleteButton action={BASE} id={r.id} name={r.shopUrl} />}
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

type UpdateProps = {
  shop: { id: number; url: string; name: string };
  admin: { userName: string; passwordSetAt: number; firstLoginDone: boolean } | null;
  issued: { userName: string; password: string; emailedTo: string | null; shopUrl: string } | null;
  error: string | null;
};

/** 'Update the Admin Password': issues a new one-time password (or the shop's first admin), shown here once. */
export function AdminPasswordForm({ shop, admin, issued, error }: UpdateProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="max-w-xl space-y-4">
      <nav aria-label="Screens">
        <Link
          to={BASE}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-bold hover:bg-brand-soft"
        >
          LIST
        </Link>
      </nav>
      <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h1 className="text-xl font-bold tracking-tight">Update the Admin Password</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Url</dt>
          <dd className="break-all">{shop.url}</dd>
          <dt className="font-semibold">User name</dt>
          <dd className="break-all">{admin?.userName ?? "no admin yet"}</dd>
          {admin && (
            <>
              <dt className="font-semibold">Password set</dt>
              <dd>{formatIstDateTime(new Date(admin.passwordSetAt))}</dd>
            </>
          )}
        </dl>
        {issued && (
          <div role="alert" className="space-y-2">
            <Notice tone="success">{ADMIN_PASSWORD_MESSAGES.updated(issued.shopUrl)}</Notice>
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold break-words text-amber-950">
              {ADMIN_PASSWORD_MESSAGES.oneTimePassword(issued.userName, issued.password)}
              {issued.emailedTo && ` ${ADMIN_PASSWORD_MESSAGES.emailed(issued.emailedTo)}`}
            </p>
          </div>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <p className="text-sm text-stone-700">
          Passwords are kept only in a form nobody can read back. A new one-time password replaces the old one at once,
          signs the admin out everywhere and must be changed at the next sign-in.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <PrimaryButton type="submit" disabled={busy}>
            {admin ? "Issue a new one-time password" : "Create the admin with a one-time password"}
          </PrimaryButton>
        </Form>
      </div>
    </section>
  );
}
