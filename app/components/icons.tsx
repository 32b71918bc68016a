/**
 * A line drawing in the text's colour. Icons are drawn rather than typed: many phones and printers have no emoji font
 * and would show an empty box.
 */
function StrokeIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/** A bin. */
export function TrashIcon({ className = "size-5" }: { className?: string }) {
  return <StrokeIcon path="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" className={className} />;
}

/** A calendar page, for the report screens' day pickers. */
export function CalendarIcon({ className = "size-5" }: { className?: string }) {
  return <StrokeIcon path="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" className={className} />;
}
