import { useState } from "react";
import { Form, Link } from "react-router";
import type { ClosureView } from "#app/domain/closing/closing";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { SecondaryButton, TextAreaField, TextField } from "../form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

/** The intents Your Account's action tells these forms' posts by. */
export const CLOSE_ACCOUNT_INTENT = "close-account";
export const WITHDRAW_CLOSING_INTENT = "withdraw-closing";

/**
 * Your Account's "Close my account" (docs/decisions/0038): what happens, said before anything is asked; then the
 * password and an optional reason. While the platform owner has not confirmed, the request can be withdrawn.
 */
export function CloseAccountCard({ closure, message }: { closure: ClosureView; message?: string | null }) {
  const { account, myData } = usePanelTexts();
  const t = account.closing;
  const submitting = useSubmitting();
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  return (
    <SettingsCard className="border-red-200">
      <h2 id="close-account-title" className="text-lg font-bold text-red-800">
        {t.title}
      </h2>
      {closure?.state === "requested" ? (
        <Form method="post" className="space-y-3" aria-labelledby="close-account-title">
          <WriteKeyField />
          <input type="hidden" name="intent" value={WITHDRAW_CLOSING_INTENT} />
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t.pending(closure.requestedAt)}
          </p>
          <SecondaryButton type="submit" disabled={submitting}>
            {t.withdraw}
          </SecondaryButton>
        </Form>
      ) : (
        <Form method="post" className="space-y-3" aria-labelledby="close-account-title">
          <WriteKeyField />
          <input type="hidden" name="intent" value={CLOSE_ACCOUNT_INTENT} />
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            {t.what.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <Link to="/adminpanel/my-data" className="font-semibold text-brand-ink underline">
              {myData.title}
            </Link>
          </p>
          <TextField
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            message={message}
          />
          <TextAreaField label={t.reason} name="reason" value={reason} onChange={setReason} rows={2} maxLength={200} />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-lg bg-red-700 px-4 py-3 font-bold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {submitting ? t.asking : t.ask}
          </button>
        </Form>
      )}
    </SettingsCard>
  );
}
