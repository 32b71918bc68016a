import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Notice } from "#app/components/form";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useWithWriteKey } from "../write-key";

/**
 * A row's one-tap action (a status step, add-customer, delete): posts `fields` to `action` with the page's write key,
 * asks `confirm` first when given, and shows the server's refusal beside the button. The action answers success with
 * a redirect carrying the message, so the list reloads with it.
 */
export function RowButton({
  action,
  fields,
  label,
  children,
  confirm,
  busyText,
  tone = "plain",
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  children: React.ReactNode;
  confirm?: string;
  busyText?: string;
  tone?: "plain" | "danger" | "primary";
}) {
  const say = usePanelSay();
  const fetcher = useFetcher<{ error?: string }>();
  const withWriteKey = useWithWriteKey();
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(fetcher.data?.error ?? null), [fetcher.data]);
  const style = {
    plain: "text-brand-ink hover:bg-brand-soft",
    danger: "text-red-700 hover:bg-red-50",
    primary: "bg-brand text-brand-contrast",
  }[tone];
  return (
    <>
      <button
        type="button"
        disabled={busy}
        aria-label={label}
        className={`min-h-11 rounded-lg px-2 py-1.5 text-sm font-semibold whitespace-nowrap disabled:opacity-50 ${style}`}
        onClick={() => {
          if (confirm && !window.confirm(confirm)) return;
          fetcher.submit(withWriteKey(fields), { method: "post", action });
        }}
      >
        {children}
      </button>
      {busy && busyText && (
        <span role="status" className="text-sm text-stone-600">
          {busyText}
        </span>
      )}
      {error && <Notice tone="error">{say(error)}</Notice>}
    </>
  );
}

/** The spec's delete of a yaadi (a cancellation, DECISIONS.md), with its confirmation and 'Delete action in Progress.'. */
export function DeleteYaadiButton({
  action,
  yaadiId,
  fields,
}: {
  action: string;
  yaadiId: number;
  fields: Record<string, string>;
}) {
  const { reports, kit } = usePanelTexts();
  return (
    <RowButton
      action={action}
      fields={{ ...fields, intent: "delete" }}
      label={reports.summary.deleteYaadi(yaadiId)}
      confirm={reports.summary.confirmDelete(yaadiId)}
      busyText={kit.deleteInProgress}
      tone="danger"
    >
      {kit.delete}
    </RowButton>
  );
}
