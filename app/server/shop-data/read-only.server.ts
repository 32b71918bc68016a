import { data, type MiddlewareFunction } from "react-router";
import { RESTORE_MESSAGES } from "#app/domain/backups";
import { panelSay } from "#app/i18n/panel/say";
import { adminOf } from "../admin/pipeline.server";
import { panelTexts } from "../panel/texts.server";
import { restoreLock } from "./restore.server";

/**
 * Admin layout middleware (after signedInAdmin, before writeOnce): while the shop is restored from a backup every
 * save is refused, before it runs, with a sentence in the admin's language (423); screens still open.
 */
export const readOnlyDuringRestore: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const admin = adminOf(context);
  if (!(await restoreLock(admin.scope.db, admin.scope.shopId))) return next();
  const say = panelSay(await panelTexts(admin.language));
  throw data({ error: say(RESTORE_MESSAGES.readOnly) }, { status: 423 });
};
