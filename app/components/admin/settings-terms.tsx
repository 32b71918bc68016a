import { PLANS, planFigures } from "#app/domain/plans";
import { usePanelTexts } from "#app/i18n/panel-texts";

/**
 * The terms a shop agrees to when it activates its store (spec 2 §4), in the admin's language (the panel book's
 * `settings.terms.text`). Short and plain: shop owners read them on a phone. Prices follow the plans (DECISIONS.md),
 * so they cannot drift from what the store settings offer.
 */
export function TermsText() {
  const t = usePanelTexts().settings.terms.text;
  const plans = PLANS.map((p) => t.planPrice(planFigures(p.plan))).join(t.planJoin);
  const clauses = [
    t.service,
    { title: t.plans.title, text: t.plans.text(plans) },
    t.goods,
    t.orders,
    t.data,
    t.fairUse,
    t.cancellation,
    t.changes,
  ];
  return (
    <div className="space-y-3 text-sm leading-relaxed text-stone-800">
      <h2 className="text-base font-bold">{t.heading}</h2>
      <ol className="list-decimal space-y-2 pl-5">
        {clauses.map((clause) => (
          <li key={clause.title}>
            <strong>{clause.title}</strong> {clause.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
