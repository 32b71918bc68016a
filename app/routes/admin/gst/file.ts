import { activeShopOnly, signedInAdmin } from "#app/server/admin/pipeline.server";
import type { Route } from "./+types/file";
import { gstFile } from "./gst.server";

/** The GST portal's offline-tool files for a period: b2cs.csv, hsn.csv, docs.csv, b2b.csv (Turbo, regular shops). */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, activeShopOnly];

export const loader = (args: Route.LoaderArgs) => gstFile(args, args.params.file);
