import { data, type MiddlewareFunction } from "react-router";
import { RESTORE_MESSAGES } from "#app/domain/backups";
import { panelSay } from "#app/i18n/panel/say";
import { adminOf } from "../admin/pipeline.server";
import { panelTexts } from "../panel/texts.server";
import { moveLock } from "./move.server";
import { restoreLock } from "./restore.server";

/**
 * Admin layout middleware (after signedInAdmin, before writeOnce): while the shop is restored from a backup, or moved
 * to another cell (docs/decisions/0041), every save is refused, before it runs, with a sentence in the admin's
 * language (423); screens still open.
 */
export const readOnlyDuringRestore: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const admin = adminOf(context);
  const { db, shopId } = admin.scope;
  const [restoring, moving] = await Promise.all([restoreLock(db, shopId), moveLock(db, shopId)]);
  if (!restoring && !moving) return next();
  const say = panelSay(await panelTexts(admin.language));
  throw data({ error: say(restoring ? RESTORE_MESSAGES.readOnly : RESTORE_MESSAGES.moving) }, { status: 423 });
};
