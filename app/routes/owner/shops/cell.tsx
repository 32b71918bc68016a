import { data, Form, Link, useNavigation } from "react-router";
import { WriteKeyField } from "#app/components/admin/write-key";
import { Notice } from "#app/components/form";
import { usePollWhile } from "#app/components/owner/use-poll-while";
import { z } from "#app/domain/zod";
import { cellScreen, type MoveView, ownerMove } from "#app/server/owner/cells.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { getShop } from "#app/server/owner/shops.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/cell";

/**
 * A shop's database in the back office (docs/decisions/0041, English like the rest of /owner): the cell that holds
 * its data, its last move with its progress, and a move to another cell.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  const shop = await getShop(owner.app.db, idParam(params.shopId));
  if (!shop) notFound();
  return { shop: { id: shop.id, url: shop.url, name: shop.name }, ...(await cellScreen(owner.app, shop)) };
}

const asked = z.object({ toCell: z.coerce.number().int().min(0).max(9999) });

const REFUSALS = {
  "no-shop": "There is no such shop.",
  master: "A master catalogue stays in cell 0, where new shops copy it from.",
  "same-cell": "The shop is in that cell already. Choose another.",
  "no-such-cell": "This deployment has no such cell. Choose one of the list.",
  busy: "A backup, restore or move of this shop is running. Move it once that has finished.",
  "target-not-empty":
    "That cell still holds rows of this shop from an earlier move that did not finish. Try again in a few minutes.",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const shop = await getShop(owner.app.db, idParam(params.shopId));
  if (!shop) notFound();
  const parsed = asked.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: "Choose the cell to move the shop to." }, { status: 400 });
  const refused = await ownerMove(owner, shop, parsed.data.toCell);
  if (refused) return data({ error: REFUSALS[refused] }, { status: 409 });
  return redirectWithFlash(request, `/owner/shops/${shop.id}/cell`, {
    tone: "success",
    text: `Move of ${shop.url} to cell ${parsed.data.toCell} started: the store takes no orders until it switches`,
  });
}

function moveText(move: MoveView): string {
  const route = `from cell ${move.fromCell} to cell ${move.toCell}`;
  if (move.status === "copying")
    return `Moving ${route}: step ${move.step} of ${move.steps}. The store takes no orders until it switches.`;
  if (move.status === "clearing")
    return `Moved ${route}; the old copy is being deleted (step ${move.step} of ${move.steps}).`;
  if (move.status === "failed")
    return `The last move (${route}) stopped: ${move.error}. The shop stayed in cell ${move.fromCell}.`;
  return `The last move, ${route}, is complete.`;
}

const button =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";

export default function OwnerShopCell({ loaderData, actionData }: Route.ComponentProps) {
  const { shop, cell, cells, move } = loaderData;
  const busy = useNavigation().state !== "idle";
  const running = move?.status === "copying" || move?.status === "clearing";
  usePollWhile(running);
  const others = cells.filter((n) => n !== cell);

  return (
    <section aria-labelledby="owner-cell-title" className="mx-auto max-w-xl space-y-4">
      <div>
        <h1 id="owner-cell-title" className="text-xl font-bold">{`Database of ${shop.url}`}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {`${shop.name}. Its products, orders, bills and customers are in cell ${cell} of ${cells.length}. `}
          <Link to={`/owner/shops/${shop.id}`} className="font-semibold text-brand-strong underline">
            Back to Update Shop
          </Link>
        </p>
      </div>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      {move && (
        <p role="status" aria-live="polite" className="rounded-lg border border-stone-300 bg-white p-3">
          {moveText(move)}
        </p>
      )}
      {others.length === 0 ? (
        <p>This deployment has one cell: there is nowhere to move the shop to.</p>
      ) : (
        <Form method="post" className="space-y-3 rounded-lg border border-stone-300 bg-white p-4">
          <WriteKeyField />
          <p>
            Moving copies every row of the shop to the other cell, compares them, then switches. The store stays open to
            customers, but takes no orders and its admin saves nothing until the switch.
          </p>
          <label className="block">
            <span className="font-semibold">Move to</span>
            <select name="toCell" className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3">
              {others.map((n) => (
                <option key={n} value={n}>{`Cell ${n}`}</option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || running} className={`${button} bg-brand-strong text-white`}>
            Move
          </button>
        </Form>
      )}
    </section>
  );
}
