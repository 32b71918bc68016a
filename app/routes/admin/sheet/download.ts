import { activeShopOnly, adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { productSheetCsv } from "#app/server/admin/product-sheet.server";
import type { Route } from "./+types/download";

/** GET /adminpanel/product-sheet.csv: every product of the signed-in admin's shop, as '{shopUrl}-products.csv'. */
/** A download has no layout around it, so it runs the admin pipeline itself. */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const csv = await productSheetCsv(admin.scope);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${admin.shop.url}-products.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
