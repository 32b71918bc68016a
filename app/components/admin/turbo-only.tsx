import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { Notice } from "../form";

/** What a shop below Turbo sees instead of Make Yaadi or Cash Billing (spec 3 §1), verbatim. */
export function TurboOnly({ title }: { title: string }) {
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <Notice tone="error">{ADMIN_ERRORS.turboOnly}</Notice>
    </section>
  );
}
