import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { useWriteKey } from "../write-key";

/**
 * Remind on WhatsApp: a plain form that opens a new tab, whose POST records the reminder (sharing the statement if it
 * was not) and answers with WhatsApp's wa.me link and the message in the store's language. A tap is the browser's own
 * gesture, so no popup blocker stands between it and WhatsApp, and nothing is recorded unless the tap happened.
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
  const writeKey = useWriteKey();
  const style =
    tone === "primary"
      ? "bg-[#1f7a4d] text-white"
      : "border border-stone-300 bg-white text-brand-ink hover:bg-brand-soft";
  return (
    <form
      method="post"
      action={`/adminpanel/udhaar/${customerId}`}
      target="_blank"
      rel="noreferrer"
      // Let the browser send this form first, then move on (Remind all's next customer).
      onSubmit={() => onSent && setTimeout(onSent, 0)}
      className="inline"
    >
      <input type="hidden" name={WRITE_KEY_FIELD} value={writeKey} />
      <input type="hidden" name="intent" value="remind" />
      <button
        type="submit"
        aria-label={label}
        className={`min-h-11 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${style}`}
      >
        {children}
      </button>
    </form>
  );
}
