import { requireAdmin } from "../../../server/admin/access.server";
import { productSheetCsv } from "../../../server/admin/product-sheet.server";
import { getAppContext } from "../../../server/context.server";
import type { Route } from "./+types/download";

/** GET /adminpanel/product-sheet.csv: every product of the signed-in admin's shop, as '{shopUrl}-products.csv'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const admin = await requireAdmin(request, app);
  const csv = await productSheetCsv(app.db, admin.shopId);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${admin.shop.url}-products.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
