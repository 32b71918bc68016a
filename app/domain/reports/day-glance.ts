export type DayGlance = { count: number; netPaise: number; waiting: number };
