import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Notice } from "#app/components/form";
import { usePanelSay } from "#app/i18n/panel-texts";
import { useWithWriteKey } from "../write-key";

/**
 * Remind on WhatsApp. The tap opens an empty tab at once (the browser's own gesture, so no popup blocker stands in the
 * way), then posts the reminder: the server shares the statement if it was not, records the reminder, and answers with
 * WhatsApp's wa.me link and the message in the store's language, which the tab then opens. (A form posted straight into
 * a new tab cannot be redirected to WhatsApp: the pages' Content Security Policy allows forms to post to us only.)
 */
export function RemindForm({
  customerId,
  label,
  children,
  onSent,
  tone = "plain",
}: {
  customerId: number;
  label: string;
  children: React.ReactNode;
  onSent?: () => void;
  tone?: "plain" | "primary";
}) {
  const fetcher = useFetcher<{ whatsApp?: string; error?: string }>();
  const withWriteKey = useWithWriteKey();
  const say = usePanelSay();
  const tab = useRef<Window | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !tab.current) return;
    if (fetcher.data.whatsApp) {
      tab.current.location.href = fetcher.data.whatsApp;
      onSent?.();
    } else tab.current.close();
    tab.current = null;
  }, [fetcher.state, fetcher.data, onSent]);
  const style =
    tone === "primary"
      ? "bg-[#1f7a4d] text-white"
      : "border border-stone-300 bg-white text-brand-ink hover:bg-brand-soft";
  return (
    <>
      <button
        type="button"
        aria-label={label}
        disabled={busy}
        onClick={() => {
          tab.current = window.open("", "_blank");
          fetcher.submit(withWriteKey({ intent: "remind" }), {
            method: "post",
            action: `/adminpanel/udhaar/${customerId}`,
          });
        }}
        className={`min-h-11 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap disabled:opacity-50 ${style}`}
      >
        {children}
      </button>
      {fetcher.data?.error && <Notice tone="error">{say(fetcher.data.error)}</Notice>}
    </>
  );
}
