import type { Ageing } from "./ledger";

/*
 * The Udhaar list's order (in the URL: ?sort=amount|age) and its rows' shape as the screen and the CSV read them.
 */

export const UDHAAR_SORTS = ["amount", "age"] as const;
export type UdhaarSort = (typeof UDHAAR_SORTS)[number];

export const sortOf = (value: string | null): UdhaarSort => (value === "age" ? "age" : "amount");

export type UdhaarListRow = {
  customerId: number;
  name: string;
  whatsApp: string;
  balancePaise: number;
  ageing: Ageing;
  /** ms since the epoch, or null: never reminded. */
  lastRemindedAt: number | null;
};

/**
 * By amount: biggest balance first. By age: the oldest money first — what is over 90 days, then 61–90, then 31–60,
 * then the balance — so the customer who has owed longest is on top whatever their total.
 */
export function sortUdhaar<R extends UdhaarListRow>(rows: readonly R[], sort: UdhaarSort): R[] {
  const keys = (r: R) =>
    sort === "age" ? [r.ageing["90+"], r.ageing["61-90"], r.ageing["31-60"], r.balancePaise] : [r.balancePaise];
  return [...rows].sort((x, y) => {
    const [kx, ky] = [keys(x), keys(y)];
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return ky[i]! - kx[i]!;
    return x.name.localeCompare(y.name) || x.customerId - y.customerId;
  });
}
