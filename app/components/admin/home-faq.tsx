import { PLANS, planText } from "#app/domain/plans";

/**
 * The admin home's FAQ (spec 3 "Admin home page": topics CREATE STORE, ADD/EDIT PRODUCTS, REPORTS, PAYMENT, SUPPORT).
 * <details> needs no script: it opens on a slow phone before the page has hydrated.
 */
const FAQ: { topic: string; answers: string[] }[] = [
  {
    topic: "CREATE STORE",
    answers: [
      "Fill the Home Page Settings (name, address, WhatsApp number, about your shop) and agree to the terms: your store opens for customers at once.",
      "Share your store link on WhatsApp, on your shop board or on a visiting card. Customers need no app and no login.",
    ],
  },
  {
    topic: "ADD/EDIT PRODUCTS",
    answers: [
      "Products adds or edits one product; Products-Price and Products-Stock/Rating change many rows quickly; the Product Sheet changes everything at once in a spreadsheet.",
      "Prices of loose goods are per kg: choose the unit (250 gm, 500 gm, 1 kg or 10 kg and above) and customers pick the weight.",
      "Rating 1 hides a product; a higher rating lists it earlier. Mark a product out of stock instead of deleting it.",
    ],
  },
  {
    topic: "REPORTS",
    answers: [
      "Every yaadi a customer sends is stored, so you can look up past orders, the best-selling products and your customers' visits.",
    ],
  },
  {
    topic: "PAYMENT",
    answers: [
      `The first month is free. Then: ${PLANS.map((p) => planText(p.plan)).join(", ")}.`,
      "Pay by UPI from Your Account and upload the payment screenshot; we verify it within 24 hours.",
    ],
  },
];

export function HomeFaq({ supportLink }: { supportLink: string }) {
  return (
    <section aria-labelledby="faq" className="mt-10">
      <h2 id="faq" className="text-sm font-bold uppercase tracking-wide text-stone-500">
        Questions
      </h2>
      <div className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {FAQ.map(({ topic, answers }) => (
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
            SUPPORT
            <span aria-hidden="true" className="text-stone-400 group-open:rotate-180">
              ▾
            </span>
          </summary>
          <p className="pb-3 text-sm text-stone-700">
            A question, or something not working?{" "}
            <a className="font-semibold text-brand-ink underline" href={supportLink}>
              Write to us on WhatsApp
            </a>
            .
          </p>
        </details>
      </div>
    </section>
  );
}
