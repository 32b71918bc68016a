import { Form } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { PrimaryButton } from "../form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

export type AccountFacts = {
  shopName: string;
  createdOn: string;
  plan: { productsLimit: number; paise: number };
  verificationPending: boolean;
  nextPayment: string;
  amountPaise: number;
};
export type UpiPay = { link: string; upiId: string; qrSvg: string; note: string } | null;

/** Store name, creation date, plan and next payment (spec 2 §2 "Your Account"). */
export function AccountFactsCard({ account }: { account: AccountFacts }) {
  const t = usePanelTexts().account;
  const row = "flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-stone-100 py-2 last:border-0";
  return (
    <SettingsCard>
      <dl className="text-sm">
        <div className={row}>
          <dt className="text-stone-600">{t.storeName}</dt>
          <dd className="font-semibold">{account.shopName}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t.createdOn}</dt>
          <dd className="font-semibold">{account.createdOn}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t.plan}</dt>
          <dd className="font-semibold">{t.planText(account.plan)}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t.nextPaymentDue}</dt>
          <dd className="font-semibold">{account.verificationPending ? t.verificationPending : account.nextPayment}</dd>
        </div>
      </dl>
    </SettingsCard>
  );
}

/** 'Pay due amount' opens the UPI instructions: an app link, its QR code, then the screenshot upload. */
export function PayDueAmount({ pay, amountPaise, open }: { pay: UpiPay; amountPaise: number; open: boolean }) {
  const t = usePanelTexts().account;
  const submitting = useSubmitting();
  return (
    <SettingsCard>
      {/* Open again after a refused upload, so the form and its message stay in view. */}
      <details className="group" open={open || undefined}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong [&::-webkit-details-marker]:hidden">
          {t.payDueAmount}
        </summary>
        <div className="mt-4 space-y-4 text-sm">
          {pay ? (
            <>
              <p>{t.payBy(amountPaise, pay.upiId, pay.note)}</p>
              <ol className="list-decimal space-y-1 pl-5">
                {t.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <a
                href={pay.link}
                className="flex min-h-11 items-center justify-center rounded-lg border border-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-soft"
              >
                {t.openUpiApp}
              </a>
              <div
                role="img"
                aria-label={t.qrCode(amountPaise, pay.upiId)}
                className="mx-auto size-56 rounded-lg border border-stone-200 bg-white"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own QR encoder's SVG, no user text in markup
                dangerouslySetInnerHTML={{ __html: pay.qrSvg }}
              />
            </>
          ) : (
            <p role="alert" className="text-red-800">
              {t.upiUnavailable}
            </p>
          )}
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <WriteKeyField />
            <div className="space-y-1">
              <label htmlFor="payment-screenshot" className="block font-semibold">
                {t.screenshot}
              </label>
              <input
                id="payment-screenshot"
                name="screenshot"
                type="file"
                accept="image/*"
                required
                className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base file:mr-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-ink"
              />
            </div>
            <PrimaryButton type="submit" disabled={submitting}>
              {submitting ? t.uploading : t.upload}
            </PrimaryButton>
          </Form>
        </div>
      </details>
    </SettingsCard>
  );
}
