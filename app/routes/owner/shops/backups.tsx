import { data, Form, Link, useNavigation } from "react-router";
import { WriteKeyField } from "#app/components/admin/write-key";
import { Notice } from "#app/components/form";
import { NewShopUrlField } from "#app/components/owner/new-shop-url-field";
import { usePollWhile } from "#app/components/owner/use-poll-while";
import { istDate, istParts } from "#app/domain/time";
import { z } from "#app/domain/zod";
import { shopDatabase } from "#app/server/cells.server";
import {
  type BackupView,
  backupsScreen,
  ownerBackup,
  ownerInspectionCopy,
  ownerRestore,
  ownerShowStore,
} from "#app/server/owner/backups.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { getShop } from "#app/server/owner/shops.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/backups";

/**
 * A shop's backups in the back office (docs/decisions/0037, English like the rest of /owner): the list with counts and
 * progress, "Back up now", a restore after a confirmation that names the shop and the backup's date, and a backup
 * recreated as a new shop for inspection. An inspection copy's own screen says it is hidden and can show it.
 */

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  const id = idParam(params.shopId);
  const shop = await getShop(owner.app.db, id);
  if (!shop) notFound();
  const { backups, restore } = await backupsScreen(shopDatabase(owner.app.env, owner.app.db, shop), id);
  // ?restore={backupId}: the confirmation of a restore from that (complete) backup; ?copy={backupId}: its recreation
  // as a new shop.
  const search = new URL(request.url).searchParams;
  const complete = (param: string) =>
    backups.find((b) => b.id === Number(search.get(param)) && b.status === "complete") ?? null;
  return {
    shop: { id: shop.id, url: shop.url, name: shop.name, hidden: shop.hiddenAt !== null },
    backups,
    restore,
    confirming: complete("restore"),
    copying: complete("copy"),
  };
}

const backupId = z.coerce.number().int().positive();
const intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("backup") }),
  z.object({ intent: z.literal("restore"), backupId }),
  // The URL's own refusals (too long, reserved, taken) are the import's sentences (checkImportUrl).
  z.object({ intent: z.literal("copy"), backupId, url: z.string().trim().max(1000) }),
  z.object({ intent: z.literal("show") }),
]);

const REFUSALS = {
  "backup-not-complete": "That backup is not complete, so it cannot be restored. Choose a complete one.",
  "restore-running": "A restore of this shop is already running. Wait for it to finish.",
  "backup-running": "A backup of this shop is being made. Restore once it is complete.",
  "bills-since":
    "Bills were issued or cancelled after this backup was made, and tax law keeps them as they are. Choose a later backup.",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const id = idParam(params.shopId);
  const shop = await getShop(owner.app.db, id);
  if (!shop) notFound();
  const parsed = intent.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: "Choose Back up now, or Restore on a backup." }, { status: 400 });
  const here = `/owner/shops/${id}/backups`;
  if (parsed.data.intent === "copy") {
    const copy = await ownerInspectionCopy(owner, shop, parsed.data.backupId, parsed.data.url);
    if (!copy.ok) return data({ error: copy.error, field: copy.field }, { status: 400 });
    return redirectWithFlash(request, `/owner/shops/import/${copy.importId}`, {
      tone: "success",
      text: `Restore of ${shop.url}'s backup as the new shop ${copy.url} started`,
    });
  }
  if (parsed.data.intent === "show") {
    await ownerShowStore(owner, shop);
    return redirectWithFlash(request, here, { tone: "success", text: `${shop.url}'s store is shown to customers` });
  }
  if (parsed.data.intent === "backup") {
    if (!(await ownerBackup(owner, shop)))
      return data(
        { error: "A backup of this shop is already running, or the shop is being restored. Wait for it to finish." },
        { status: 409 },
      );
    return redirectWithFlash(request, here, { tone: "success", text: `Backup of ${shop.url} started` });
  }
  const refused = await ownerRestore(owner, shop, parsed.data.backupId);
  if (refused) return data({ error: REFUSALS[refused] }, { status: 409 });
  return redirectWithFlash(request, here, {
    tone: "success",
    text: `Restore of ${shop.url} started: the store takes no orders and its admin saves nothing until it ends`,
  });
}

const when = (ms: number) => {
  const t = istParts(new Date(ms));
  return `${istDate(new Date(ms))} ${String(t.hours).padStart(2, "0")}:${String(t.minutes).padStart(2, "0")} IST`;
};

const STATUS_TEXT = { running: "Running", complete: "Complete", failed: "Failed" } as const;

function statusOf(b: BackupView): string {
  if (b.status === "running") return `Running: ${b.parts} parts written`;
  if (b.status === "failed") return `Failed${b.error ? `: ${b.error}` : ""}`;
  return STATUS_TEXT[b.status];
}

const countsOf = (b: BackupView) =>
  b.counts
    ? `${b.counts.products} products, ${b.counts.yaadies} yaadies, ${b.counts.bills} bills, ${b.counts.customers} customers (${b.counts.total} rows in all)`
    : "—";

const button =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";

export default function OwnerShopBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { shop, backups, restore, confirming, copying } = loaderData;
  const busy = useNavigation().state !== "idle";
  const running = backups.some((b) => b.status === "running") || restore?.status === "running";
  usePollWhile(running);

  return (
    <section aria-labelledby="owner-backups-title" className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 id="owner-backups-title" className="text-xl font-bold">{`Backups of ${shop.url}`}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {`${shop.name}. Made every night, 30 daily and 12 monthly kept. `}
          <Link to={`/owner/shops/${shop.id}`} className="font-semibold text-brand-strong underline">
            Back to Update Shop
          </Link>
        </p>
      </div>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {shop.hidden && (
        <div className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3">
          <p>
            {`${shop.url} is an inspection copy, hidden from customers: its store's address answers as if there were no such store. It takes no orders while it is disabled.`}
          </p>
          <Form method="post">
            <WriteKeyField />
            <input type="hidden" name="intent" value="show" />
            <button type="submit" disabled={busy} className={`${button} border border-stone-300 bg-white`}>
              Show the store to customers
            </button>
          </Form>
        </div>
      )}
      {restore && (
        <p role="status" aria-live="polite" className="rounded-lg border border-stone-300 bg-white p-3">
          {restore.status === "running"
            ? `Restoring from backup ${restore.backupId}: step ${restore.step} of ${restore.steps}. The store takes no orders until it ends.`
            : restore.status === "failed"
              ? `The last restore (from backup ${restore.backupId}) failed: ${restore.error}. The store stays read-only until a restore completes; restore again.`
              : `The last restore, from backup ${restore.backupId}, is complete.`}
        </p>
      )}
      {copying ? (
        <div className="space-y-3 rounded-lg border-2 border-stone-400 bg-white p-4">
          <h2 className="font-bold">{`Restore the backup of ${when(copying.startedAt)} as a new shop`}</h2>
          <p>
            {`A new shop is made from this backup, for inspection: disabled and hidden from customers, with no admin until you give it one. ${shop.url} itself is not changed.`}
          </p>
          <Form method="post" className="space-y-3">
            <WriteKeyField />
            <input type="hidden" name="intent" value="copy" />
            <input type="hidden" name="backupId" value={copying.id} />
            <NewShopUrlField
              id="copy-url"
              invalid={(actionData && "field" in actionData && actionData.field === "url") || false}
            />
            <p className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className={`${button} bg-brand-strong text-white`}>
                Make the new shop
              </button>
              <Link to={`/owner/shops/${shop.id}/backups`} className={`${button} border border-stone-300 bg-white`}>
                Cancel
              </Link>
            </p>
          </Form>
        </div>
      ) : confirming ? (
        <div className="space-y-3 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <h2 className="font-bold">{`Restore ${shop.url} (${shop.name}) to its backup of ${confirming.day}?`}</h2>
          <p>
            {`Every product, order, bill, customer and udhaar entry of ${shop.url} is replaced by the backup made ${when(confirming.startedAt)}. Whatever was added or changed since is lost. The store takes no orders while it runs.`}
          </p>
          <Form method="post" className="flex flex-wrap gap-3">
            <WriteKeyField />
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="backupId" value={confirming.id} />
            <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {`Yes, restore ${shop.url}`}
            </button>
            <Link to={`/owner/shops/${shop.id}/backups`} className={`${button} border border-stone-300 bg-white`}>
              Cancel
            </Link>
          </Form>
        </div>
      ) : (
        <Form method="post">
          <WriteKeyField />
          <input type="hidden" name="intent" value="backup" />
          <button type="submit" disabled={busy} className={`${button} bg-brand-strong text-white`}>
            Back up now
          </button>
        </Form>
      )}
      {backups.length === 0 ? (
        <p>No backups yet.</p>
      ) : (
        <ul aria-label={`Backups of ${shop.url}, newest first`} className="space-y-2">
          {backups.map((b) => (
            <li
              key={b.id}
              aria-label={`Backup of ${when(b.startedAt)}`}
              className="rounded-lg border border-stone-300 bg-white p-3"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{when(b.startedAt)}</span>
                <span>{`${b.kind === "monthly" ? "Monthly" : "Daily"} · ${statusOf(b)}`}</span>
              </p>
              <p className="mt-1 text-sm text-stone-700">{countsOf(b)}</p>
              {b.status === "complete" && (
                <Link
                  to={`/owner/shops/${shop.id}/backups?restore=${b.id}`}
                  aria-label={`Restore the backup of ${when(b.startedAt)}`}
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
                >
                  Restore
                </Link>
              )}
              {b.status === "complete" && (
                <Link
                  to={`/owner/shops/${shop.id}/backups?copy=${b.id}`}
                  aria-label={`Restore the backup of ${when(b.startedAt)} as a new shop`}
                  className="mt-1 ml-4 inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
                >
                  Restore as a new shop
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta = () => [{ title: "Backups – Back office" }, { name: "robots", content: "noindex" }];
