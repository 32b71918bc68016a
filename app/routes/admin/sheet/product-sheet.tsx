import { data, useLocation } from "react-router";
import { SheetScreen, sheetWordsOf } from "#app/components/admin/sheet-screen";
import { sheetMaxBytes } from "#app/domain/admin/sheet-file";
import { z } from "#app/domain/zod";
import { panelSay } from "#app/i18n/panel/say";
import { loadedPanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { countProducts } from "#app/server/admin/product-count.server";
import { analyseUpload, uploadSheet } from "#app/server/admin/product-sheet.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/product-sheet";

/**
 * Analyse looks; Upload re-reads the same file, re-analyses against the database and writes all or nothing. An
 * Upload without Summary Checked is refused with `unticked` (the admin's language).
 */
const sheetForm = (unticked: string) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("analyse") }),
    z.object({ intent: z.literal("upload"), summaryChecked: z.literal("1", { error: unticked }) }),
  ]);

/** The flash cookie must stay under the browsers' 4 KB: a big sheet marks only its first rows as changed. */
const MAX_FLASHED_IDS = 150;

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return {
    productCount: await countProducts(admin.scope),
    productsLimit: admin.shop.productsLimit,
    maxBytes: sheetMaxBytes(admin.shop.productsLimit),
    shopUrl: admin.shop.url,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const { productsLimit } = admin.shop;
  const t = await panelTexts(admin.language);
  const words = sheetWordsOf(t, panelSay(t));
  const form = formOf(context);
  const parsed = sheetForm(t.sheet.tickSummaryChecked).safeParse(
    Object.fromEntries([...form].filter(([, v]) => typeof v === "string")),
  );
  if (!parsed.success)
    return data(
      { intent: "upload" as const, analysis: null, error: words.say(parsed.error.issues[0]!.message) },
      { status: 400 },
    );

  if (parsed.data.intent === "analyse") {
    const analysis = await analyseUpload(admin.scope, productsLimit, form.get("sheet"), words);
    // A file refused as a whole (its type, size or shape) is a refusal; rows with problems are an analysis.
    return data(
      { intent: "analyse" as const, analysis, error: null },
      { status: analysis.problems.length > 0 ? 400 : 200 },
    );
  }

  const upload = await uploadSheet(admin.scope, productsLimit, form.get("sheet"), words);
  if (!upload.written)
    return data(
      { intent: "upload" as const, analysis: upload.analysis, error: t.sheet.nothingWritten },
      { status: 400 },
    );
  return redirectWithFlash(request, "/adminpanel/product-sheet", {
    tone: "success",
    text: t.sheet.done,
    changedIds: upload.changedIds.slice(0, MAX_FLASHED_IDS),
  });
}

export default function ProductSheet({ loaderData, actionData }: Route.ComponentProps) {
  // A successful upload redirects here: the new location remounts the screen, so the uploaded file (whose new rows
  // are now products) is cleared from the file input and cannot be sent twice by accident.
  const location = useLocation();
  return <SheetScreen key={location.key} {...loaderData} fallback={actionData ?? null} />;
}

/**
 * Titled as the store titles its pages, '{page}-{shopUrl}', in the admin's language: read as `panelMeta` reads it,
 * from the book the page has already loaded (English while a language chosen a moment ago is still on its way).
 */
export function meta(args: Route.MetaArgs) {
  const shopUrl = args.loaderData?.shopUrl ?? "";
  const t = loadedPanelTexts(args);
  return [
    { title: t ? t.sheet.pageTitle(shopUrl) : `Product Sheet-${shopUrl}` },
    { name: "robots", content: "noindex" },
  ];
}
