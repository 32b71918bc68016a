import { getPayment } from "#app/server/owner/payments.server";
import { ownerOf, signedInOwner } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import type { Route } from "./+types/screenshot";

/** A payment screenshot (bank details): from the private area of the bucket, to the platform owner only. */
export const middleware: Route.MiddlewareFunction[] = [signedInOwner];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = ownerOf(context);
  const found = await getPayment(app.db, idParam(params.paymentId));
  if (!found) notFound();
  const object = await app.env.FILES.get(found.payment.screenshotKey);
  if (!object) notFound();
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}
