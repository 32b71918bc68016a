/**
 * Today at a glance: today's yaadies, their net amount, how many wait to be accepted, and of them the counter's sales
 * (Cash Billing's bills, stored as paid yaadies).
 */
export type DayGlance = {
  count: number;
  netPaise: number;
  waiting: number;
  counterCount: number;
  counterNetPaise: number;
};
