import { data } from "react-router";
import { AccountFactsCard, PayDueAmount } from "#app/components/admin/settings-account";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import { ADMIN_DISABLED, ADMIN_MESSAGES, paymentDueMessage } from "#app/domain/admin/messages";
import { isUpiId, upiPayLink } from "#app/domain/admin/upi";
import { readAccount, recordPayment } from "#app/server/admin/account.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { qrCodeSvg } from "#app/server/qr.server";
import { formOf } from "#app/server/request/form-body.server";
import { checkImageUpload } from "#app/server/uploads.server";
import type { Route } from "./+types/account";

/** Your Account (spec 2 §2, §4 "Payment"): open in every state, so a disabled store can still pay. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const account = await readAccount(admin.scope);
  if (!account) notFound();
  const upiId = admin.app.env.PLATFORM_UPI_ID ?? "";
  const link = isUpiId(upiId)
    ? upiPayLink({ upiId, payeeName: "Yaadi", amountPaise: account.amountPaise, note: account.shopUrl })
    : null;
  if (!link) console.error("PLATFORM_UPI_ID is missing or not a UPI id");
  const { shop } = admin;
  return {
    account,
    pay: link ? { link, upiId, qrSvg: qrCodeSvg(link), note: account.shopUrl } : null,
    disabled: shop.status === "disabled",
    paymentDue: shop.paymentMessage && shop.paymentDueDate ? paymentDueMessage(shop.paymentDueDate) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const image = await checkImageUpload(formOf(context).get("screenshot"));
  if (!image.ok) return data({ error: image.message }, { status: 400 });
  const saved = await recordPayment(admin.scope, admin.app.env.FILES, image);
  if (!saved.ok) return data({ error: saved.message }, { status: 429 });
  return redirectWithFlash(request, "/adminpanel/account", { tone: "success", text: ADMIN_MESSAGES.paymentThanks });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  return (
    <SettingsScreen title="Your Account" error={actionData?.error}>
      {loaderData.disabled && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {ADMIN_DISABLED}
        </p>
      )}
      {loaderData.paymentDue && !loaderData.disabled && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {loaderData.paymentDue}
        </p>
      )}
      <AccountFactsCard account={account} />
      <PayDueAmount pay={loaderData.pay} amountPaise={account.amountPaise} open={!!actionData?.error} />
    </SettingsScreen>
  );
}

export function meta() {
  return [{ title: "Your Account – Yaadi admin" }];
}
