import { PLANS, planFigures } from "#app/domain/plans";
import { usePanelTexts } from "#app/i18n/panel-texts";

/** The plans as the FAQ's payment answer names them. */
const PLAN_FIGURES = PLANS.map((p) => planFigures(p.plan));

/**
 * The admin home's FAQ (spec 3 "Admin home page": topics CREATE STORE, ADD/EDIT PRODUCTS, REPORTS, PAYMENT, SUPPORT),
 * in the admin's language. <details> needs no script: it opens on a slow phone before the page has hydrated.
 */
export function HomeFaq({ supportLink }: { supportLink: string }) {
  const { home } = usePanelTexts();
  const topics = [
    ...home.faq,
    { topic: home.payment.topic, answers: [home.payment.plans(PLAN_FIGURES), home.payment.howToPay] },
  ];
  return (
    <section aria-labelledby="faq" className="mt-10">
      <h2 id="faq" className="text-sm font-bold uppercase tracking-wide text-stone-500">
        {home.questions}
      </h2>
      <div className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {topics.map(({ topic, answers }) => (
          <details key={topic} className="group px-3">
            <summary className="flex min-h-12 cursor-pointer items-center justify-between font-semibold">
              {topic}
              <span aria-hidden="true" className="text-stone-400 group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="space-y-2 pb-3 text-sm text-stone-700">
              {answers.map((a) => (
                <p key={a}>{a}</p>
              ))}
            </div>
          </details>
        ))}
        <details className="group px-3">
          <summary className="flex min-h-12 cursor-pointer items-center justify-between font-semibold">
            {home.support.topic}
            <span aria-hidden="true" className="text-stone-400 group-open:rotate-180">
              ▾
            </span>
          </summary>
          <p className="pb-3 text-sm text-stone-700">
            {home.support.question}{" "}
            <a className="font-semibold text-brand-ink underline" href={supportLink}>
              {home.support.write}
            </a>
            .
          </p>
        </details>
      </div>
    </section>
  );
}
