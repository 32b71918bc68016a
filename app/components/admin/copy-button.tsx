import { useState } from "react";

/**
 * A button that puts `text` on the clipboard and says how it went in a live status next to it: "Copied", or what to
 * do instead when the browser refuses (an insecure page, a denied permission, no clipboard at all).
 */
export function CopyButton({
  text,
  label,
  srLabel,
  copied,
  refused,
  className = "",
}: {
  text: () => string;
  label: string;
  srLabel: string;
  copied: string;
  refused: string;
  className?: string;
}) {
  const [status, setStatus] = useState("");
  async function copy() {
    // Cleared first, so a second copy is announced again.
    setStatus("");
    try {
      await navigator.clipboard.writeText(text());
      setStatus(copied);
    } catch {
      setStatus(refused);
    }
  }
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={copy}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-brand-soft"
      >
        {label}
        <span className="sr-only"> {srLabel}</span>
      </button>
      <span role="status" aria-live="polite" className="text-xs text-stone-600">
        {status}
      </span>
    </span>
  );
}
