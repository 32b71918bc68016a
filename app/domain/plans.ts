/** Subscription plans (DECISIONS.md): the first month is free. */
export const PLANS = [
  { plan: 0, productsLimit: 150, rupeesPerMonth: 399 },
  { plan: 1, productsLimit: 500, rupeesPerMonth: 499 },
  { plan: 2, productsLimit: 1000, rupeesPerMonth: 599 },
] as const;

export type PlanId = (typeof PLANS)[number]["plan"];

/** The most products any plan allows (and so the most lines an order can hold). */
export const LARGEST_PRODUCTS_LIMIT = Math.max(...PLANS.map((p) => p.productsLimit));

export function planById(plan: number) {
  return PLANS.find((p) => p.plan === plan) ?? PLANS[0];
}

/** The account page's plan text, e.g. 'Plan-150 (Rs. 399/pm - max. 150 products)'. */
export function planText(plan: number): string {
  const p = planById(plan);
  return `Plan-${p.productsLimit} (Rs. ${p.rupeesPerMonth}/pm - max. ${p.productsLimit} products)`;
}

/** A plan's figures, for a text to name it in the reader's language: its products limit and its price a month. */
export function planFigures(plan: number): { productsLimit: number; paise: number } {
  const p = planById(plan);
  return { productsLimit: p.productsLimit, paise: p.rupeesPerMonth * 100 };
}

export const MARKETING_PRICE_RUPEES = PLANS[0].rupeesPerMonth;

/** Version types: 1 basic, 2 premium, 3 Turbo; "premium" means ≥ 2. */
export const isPremium = (versionTypeId: number) => versionTypeId >= 2;
export const isTurbo = (versionTypeId: number) => versionTypeId >= 3;
