import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { AdminRow } from "#app/domain/owner/admin-passwords";
import { ADMIN_PASSWORD_MESSAGES } from "#app/domain/owner/admin-passwords";
import { formatIstDateTime } from "#app/domain/time";
import { WriteKeyField } from "../admin/write-key";
import { Notice, PrimaryButton } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";

/* Admin Passwords (spec 3 §2): 'LIST OF Admins', 'Search Admins'; when each password was set, never the password. */

const BASE = "/owner/admins";
type SortKey = "index" | "shopUrl" | "userName" | "passwordSetAt";
type Row = AdminRow & { index: number };

const ADMINS: ListDeclaration<Row, SortKey> = {
  base: BASE,
  // Admins are the shops': there is nothing to ADD here.
  tabs: false,
  subject: "Admins",
  label: "Admins",
  searchLabel: "Search Admins",
  remember: "owner-admins",
  search: (r) => `${r.shopUrl} ${r.userName ?? ""} ${r.shopName}`,
  sortValue: (r, key) => (key === "passwordSetAt" ? (r.passwordSetAt ?? 0) : (r[key] ?? "")),
  noMatch: "No admins match the search.",
  columns: [
    { header: "#", sort: "index", from: "sm", numeric: true, cell: (r) => r.index },
    { header: "Url", sort: "shopUrl", className: "font-semibold break-all", cell: (r) => r.shopUrl },
    {
      header: "User name",
      sort: "userName",
      className: "break-all",
      cell: (r) => r.userName ?? <span className="text-stone-500">no admin</span>,
    },
    {
      header: "Password set",
      sort: "passwordSetAt",
      from: "sm",
      cell: (r) => (
        <>
          {r.passwordSetAt ? formatIstDateTime(new Date(r.passwordSetAt)) : "–"}
          {r.userName && !r.firstLoginDone && (
            <span className="block text-xs text-stone-600">one-time password, not changed yet</span>
          )}
        </>
      ),
    },
  ],
  actions: { name: (r) => r.shopUrl, stack: true, deletable: (r) => Boolean(r.userName) },
};

export function AdminsListView({ rows }: { rows: readonly AdminRow[] }) {
  const indexed = useMemo(() => rows.map((r, i) => ({ ...r, index: i + 1 })), [rows]);
  return <ListScreen list={ADMINS} rows={indexed} />;
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
          <WriteKeyField />
          <input type="hidden" name="intent" value="reset" />
          <PrimaryButton type="submit" disabled={busy}>
            {admin ? "Issue a new one-time password" : "Create the admin with a one-time password"}
          </PrimaryButton>
        </Form>
      </div>
    </section>
  );
}
