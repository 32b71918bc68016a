import { Form, Link } from "react-router";
import { WriteKeyField } from "#app/components/admin/write-key";
import { DATA_KEPT_DAYS, dataDueAt } from "#app/domain/closing/closing";
import { confirmClosing, shopClosure } from "#app/server/closing/confirm.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { getShop } from "#app/server/owner/shops.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import type { Route } from "./+types/closing";

/**
 * A shop's account closing in the back office (docs/decisions/0038): the admin's request, and the owner's Confirm,
 * which takes the store offline at once; afterwards what has been deleted and what is still kept.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = ownerOf(context);
  const id = idParam(params.shopId);
  const [shop, closure] = await Promise.all([getShop(app.db, id), shopClosure(app, id)]);
  if (!shop) notFound();
  return { shop: { id: shop.id, url: shop.url, name: shop.name }, closure };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const id = idParam(params.shopId);
  const shop = await getShop(owner.app.db, id);
  if (!shop) notFound();
  const confirmed = await confirmClosing(owner, id);
  return redirectWithFlash(
    request,
    `/owner/shops/${id}/closing`,
    confirmed
      ? { tone: "success", text: `The account of ${shop.url} is closed: its store is offline.` }
      : { tone: "error", text: `${shop.url} has no request to close waiting (withdrawn, or confirmed already).` },
  );
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export default function OwnerShopClosing({ loaderData }: Route.ComponentProps) {
  const { shop, closure } = loaderData;
  return (
    <section aria-labelledby="owner-closing-title" className="mx-auto max-w-xl space-y-4">
      <div>
        <h1 id="owner-closing-title" className="text-xl font-bold">
          {`Account closing of ${shop.url}`}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          {shop.name}.{" "}
          <Link to={`/owner/shops/${shop.id}`} className="font-semibold text-brand-strong underline">
            Back to Update Shop
          </Link>
        </p>
      </div>
      <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-sm">
        {!closure || closure.state === "withdrawn" ? (
          <p>
            {closure
              ? `The admin asked on ${day(closure.requestedAt)} and withdrew the request. The account is open.`
              : "The shop's admin has not asked to close the account."}
          </p>
        ) : closure.state === "requested" ? (
          <>
            <p className="font-semibold">{`${closure.requestedBy} asked to close the account on ${day(closure.requestedAt)}.`}</p>
            {closure.reason && <p>{`Reason: ${closure.reason}`}</p>}
            <p>
              {`Confirming takes the store offline at once and signs its admin out. Its data is deleted ${DATA_KEPT_DAYS} days later; bills are kept 72 months from their dates.`}
            </p>
            <Form method="post">
              <WriteKeyField />
              <button
                type="submit"
                className="min-h-11 rounded-lg bg-red-700 px-4 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
              >
                Confirm closing
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="font-semibold">{`Closed on ${day(closure.confirmedAt ?? 0)}: the store is offline.`}</p>
            <p>
              {closure.dataPurgedAt
                ? `Data deleted on ${day(closure.dataPurgedAt)}; bills are kept until 72 months after each bill's date.`
                : `Data will be deleted on or after ${day(dataDueAt(closure.confirmedAt ?? 0))}.`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export const meta = () => [{ title: "Account closing – Back office" }, { name: "robots", content: "noindex" }];
