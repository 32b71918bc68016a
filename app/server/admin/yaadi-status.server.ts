import { data } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { isYaadiStatus, STATUS_LABELS } from "#app/domain/orders/order-status";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import type { ShopScope } from "./shop-scope.server";
import { changeStatus } from "./yaadies.server";

/**
 * A status post from the Yaadi Summary's rows or the yaadi's screen: `intent=delete` (the spec's delete, a
 * cancellation) or `intent=status` with the status to move to. Either the message for the redirect, or the answer:
 * 400 for a status that does not exist, 404 for a yaadi that is not this shop's, 409 for a move the rules refuse.
 */
export async function moveByIntent(
  scope: ShopScope,
  id: number,
  intent: "delete" | "status",
  status: FormDataEntryValue | null,
) {
  const to = intent === "delete" ? "cancelled" : status;
  if (!isYaadiStatus(to))
    return { ok: false as const, answer: data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 }) };
  const changed = await changeStatus(scope, id, to);
  if (!changed.ok) {
    const answer =
      changed.reason === "notFound"
        ? data({ error: YAADI_REPORT_MESSAGES.notFound }, { status: 404 })
        : data({ error: YAADI_REPORT_MESSAGES.statusRefused }, { status: 409 });
    return { ok: false as const, answer };
  }
  return {
    ok: true as const,
    text:
      to === "cancelled"
        ? YAADI_REPORT_MESSAGES.deleted(id)
        : YAADI_REPORT_MESSAGES.statusChanged(id, STATUS_LABELS[to]),
  };
}
