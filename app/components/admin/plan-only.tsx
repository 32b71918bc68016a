import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { usePanelSay } from "#app/i18n/panel-texts";
import { Notice } from "../form";

/** A screen's heading and, instead of the screen, the spec's text for a shop whose plan does not open it (verbatim). */
function PlanOnly({ title, text }: { title: string; text: string }) {
  const say = usePanelSay();
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <Notice tone="error">{say(text)}</Notice>
    </section>
  );
}

/** What a shop below Turbo sees instead of Make Yaadi or Cash Billing (spec 3 §1). */
export function TurboOnly({ title }: { title: string }) {
  return <PlanOnly title={title} text={ADMIN_ERRORS.turboOnly} />;
}

/** What a shop below Premium sees instead of Yaadies or Productwise Sale. */
export function PremiumOnly({ title }: { title: string }) {
  return <PlanOnly title={title} text={ADMIN_ERRORS.premiumOnly} />;
}
