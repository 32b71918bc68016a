import { data, type RouterContextProvider, redirect } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import type { SheetClient } from "#app/domain/clinic/client-sheet";
import { clientOptions, SHEET_CLIENT_LABEL, type SheetValues } from "#app/domain/clinic/client-sheet";
import { sheetSchema } from "#app/domain/clinic/client-sheet-schema";
import { dietWhatsAppLink } from "#app/domain/clinic/diet-message";
import { checkSelect } from "#app/domain/field-rules";
import { istDate } from "#app/domain/time";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import type { AdminRequest } from "#app/server/admin/pipeline.server";
import type { ShopScope } from "#app/server/admin/shop-scope.server";
import {
  addSheet,
  deleteSheet,
  dietsByNumber,
  getSheet,
  getSheetClient,
  listClientChoices,
  listDietNames,
  listSheets,
  updateSheet,
} from "#app/server/clinic/client-sheets.server";
import { clinicAdminOf, clinicIsPremium } from "#app/server/clinic/clinic-access.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";

/*
 * Loaders and actions of the Client Sheets screens (spec 3 §2 "Client Sheet", §4 "Panels", §5 "ClientSheet", §8): a
 * diet clinic's only (any other shop gets 404), premium only (version 1 sees 'This feature is available in Premium
 * version !', its posts get 403). A client is chosen first (?client={id}); another shop's client, sheet or a move to
 * another shop's client is a 404. What the actions say, and the diet the print sends on WhatsApp, are in the admin's
 * language.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/client-sheets";
const listOf = (clientId: number) => `${BASE}?client=${clientId}`;

/** The sheets' texts and the domain's English said, in the admin's language. */
async function wordsOf(admin: AdminRequest) {
  const t = await panelTexts(admin.language);
  return { text: t.clinic.sheets, t, say: panelSay(t) };
}

/** The clinic's admin when premium; null for version 1 (its screens show only the notice). A non-clinic is a 404. */
function premiumClinic(context: Args["context"]): AdminRequest | null {
  const admin = clinicAdminOf(context);
  return clinicIsPremium(admin) ? admin : null;
}

/** The client a URL's ?client= names: null when none is chosen yet, a 404 when it is not one of this clinic's. */
async function chosenClient(request: Request, scope: ShopScope): Promise<SheetClient | null> {
  const raw = new URL(request.url).searchParams.get("client");
  if (raw === null || raw === "") return null;
  return (await getSheetClient(scope, idParam(raw))) ?? notFound();
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
const valuesOf = (form: FormData): SheetValues => ({
  dietNumber: text(form, "dietNumber"),
  clientWeight: text(form, "clientWeight"),
  dateOfDelivery: text(form, "dateOfDelivery"),
  clientId: text(form, "clientId"),
});

/** LIST: the client select, and the chosen client's sheets with the diets they name (to send or print). */
export async function sheetListLoader({ request, context }: Args) {
  const admin = premiumClinic(context);
  if (!admin) return { premium: false as const };
  const client = await chosenClient(request, admin.scope);
  const clients = clientOptions(await listClientChoices(admin.scope));
  if (!client)
    return { premium: true as const, clients, client: null, sheets: [], diets: {}, clinicName: admin.shop.name };
  const sheets = await listSheets(admin.scope, client.id);
  const diets = Object.fromEntries(
    await dietsByNumber(
      admin.scope,
      sheets.map((s) => s.dietNumber),
    ),
  );
  return { premium: true as const, clients, client, sheets, diets, clinicName: admin.shop.name };
}

/** ADD (?client= required) and UPDATE (:sheetId): the clinic's diets (numbers and names), and on UPDATE its clients. */
export async function sheetFormLoader({ request, context }: Args, rawId?: string) {
  const admin = premiumClinic(context);
  if (!admin) return { premium: false as const };
  const diets = await listDietNames(admin.scope);
  if (rawId === undefined) {
    const client = await chosenClient(request, admin.scope);
    if (!client) throw redirect(BASE);
    return { premium: true as const, client, item: null, clients: [], diets, today: istDate(new Date()) };
  }
  const item = (await getSheet(admin.scope, idParam(rawId))) ?? notFound();
  const client = (await getSheetClient(admin.scope, item.clientId)) ?? notFound();
  return {
    premium: true as const,
    client,
    item,
    clients: clientOptions(await listClientChoices(admin.scope)),
    diets,
    today: istDate(new Date()),
  };
}

async function remove(request: Request, scope: ShopScope, id: number, text: PanelTexts["clinic"]["sheets"]) {
  let result: Awaited<ReturnType<typeof deleteSheet>>;
  try {
    result = await deleteSheet(scope, id);
  } catch {
    return data({ error: text.couldNotDelete }, { status: 500 });
  }
  if (!result.ok) notFound();
  return redirectWithFlash(request, listOf(result.clientId), {
    tone: "success",
    text: text.deleted(result.sheetNumber),
  });
}

/** The client an UPDATE moves the sheet to: 'Client is required' when none is chosen, a 404 when not this clinic's. */
async function targetClient(scope: ShopScope, raw: string): Promise<{ id: number } | { error: string }> {
  const message = checkSelect(SHEET_CLIENT_LABEL, raw);
  if (message) return { error: message };
  return (await getSheetClient(scope, idParam(raw.trim()))) ?? notFound();
}

/** ADD stays on ADD (empty form, the text); UPDATE returns to the client's LIST with the sheet on top; DELETE too. */
export async function sheetFormAction({ request, context }: Args, rawId?: string) {
  const clinic = clinicAdminOf(context);
  const { text, say } = await wordsOf(clinic);
  if (!clinicIsPremium(clinic)) return data({ error: say(ADMIN_ERRORS.premiumOnly) }, { status: 403 });
  const { scope } = clinic;
  const form = formOf(context);
  const id = rawId === undefined ? null : idParam(rawId);
  const sheet = id === null ? null : ((await getSheet(scope, id)) ?? notFound());
  if (id !== null && form.get("intent") === "delete") return remove(request, scope, id, text);

  const values = valuesOf(form);
  const client =
    sheet === null ? ((await chosenClient(request, scope)) ?? notFound()) : await targetClient(scope, values.clientId);
  if ("error" in client) return data({ error: say(client.error), values }, { status: 400 });
  const parsed = sheetSchema.safeParse(values);
  if (!parsed.success) return data({ error: say(parsed.error.issues[0]!.message), values }, { status: 400 });
  const input = parsed.data;

  let result: Awaited<ReturnType<typeof addSheet>> | Awaited<ReturnType<typeof updateSheet>>;
  try {
    result = id === null ? await addSheet(scope, client.id, input) : await updateSheet(scope, id, client.id, input);
  } catch {
    return data({ error: id === null ? text.couldNotAdd : text.couldNotUpdate, values }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "unknownDiet")
      return data({ error: text.unknownDiet(String(input.dietNumber)), values }, { status: 400 });
    notFound();
  }
  return id === null
    ? redirectWithFlash(request, `${BASE}/new?client=${client.id}`, {
        tone: "success",
        text: text.added(result.sheetNumber),
        changedIds: [result.id],
      })
    : redirectWithFlash(request, listOf(client.id), {
        tone: "success",
        text: text.updated(result.sheetNumber),
        changedIds: [result.id],
      });
}

/** The printable diet of one sheet: the clinic, the client, the date, the diet (null when no diet has that number now). */
export async function sheetPrintLoader({ context }: Args, rawId: string) {
  const admin = premiumClinic(context);
  if (!admin) return { premium: false as const };
  const sheet = (await getSheet(admin.scope, idParam(rawId))) ?? notFound();
  const client = (await getSheetClient(admin.scope, sheet.clientId)) ?? notFound();
  const diet = (await dietsByNumber(admin.scope, [sheet.dietNumber])).get(sheet.dietNumber) ?? null;
  const clinicName = admin.shop.name;
  const { t } = await wordsOf(admin);
  const whatsApp =
    diet &&
    dietWhatsAppLink(
      client.whatsApp,
      {
        clinicName,
        clientName: client.name,
        dateOfDelivery: sheet.dateOfDelivery,
        dietNumber: sheet.dietNumber,
        dietName: diet.dietName,
        dietContent: diet.dietContent,
      },
      t.clinic.message,
    );
  return { premium: true as const, clinicName, client: { id: client.id, name: client.name }, sheet, diet, whatsApp };
}
