import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { DECLINE_REASON_MAX } from "#app/domain/customer-data/requests";
import { decisionSchema } from "#app/domain/customer-data/requests-schema";
import { panelSay } from "#app/i18n/panel/say";
import { carryOut, decline, isShopsRequest, openRequests } from "#app/server/admin/data-requests.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";

/*
 * Requests to delete details (docs/decisions/0039): every shop's, whatever its plan (the law asks it of every shop).
 * The list is the session's shop's; a decision names a request, which must be this shop's (else 404), and acts once:
 * a repeat, or a request handled meanwhile on another device, says so and changes nothing.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const DATA_REQUESTS_PATH = "/adminpanel/data-requests";

export async function requestsLoader({ context }: Args) {
  return { rows: await openRequests(adminOf(context).scope) };
}

export async function requestsAction({ request, context }: Args) {
  const admin = adminOf(context);
  const t = await panelTexts(admin.language);
  const r = t.people.requests;
  const form = formTextOf(context);
  const parsed = decisionSchema.safeParse(form);
  if (!parsed.success) {
    const reason = parsed.error.issues.find((issue) => issue.path[0] === "reason");
    const error = !reason
      ? panelSay(t)(ADMIN_ERRORS.somethingWrong)
      : reason.code === "too_big"
        ? r.reasonTooLong(DECLINE_REASON_MAX)
        : r.reasonNeeded;
    return data({ error, request: form.request ?? null, reason: form.reason ?? "" }, { status: 400 });
  }
  const decision = parsed.data;
  if (!(await isShopsRequest(admin.scope, decision.request))) notFound();
  const done =
    decision.intent === "carry-out"
      ? await carryOut(admin.scope, decision.request, r.neutralName)
      : await decline(admin.scope, decision.request, decision.reason);
  const text = !done.ok ? r.gone : decision.intent === "carry-out" ? r.done : r.declined;
  return redirectWithFlash(request, DATA_REQUESTS_PATH, { tone: "success", text });
}
