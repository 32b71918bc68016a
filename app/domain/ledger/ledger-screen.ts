import type { Ageing, EntryKind, PaymentMethod } from "./ledger";

/** What a customer's ledger screen shows (the loader's answer; components import it from here, never from a route). */
export type LedgerScreenData = {
  today: string;
  customer: { id: number; name: string; whatsApp: string; address: string };
  balancePaise: number;
  creditLimitPaise: number;
  ageing: Ageing;
  /** Newest first, each with the balance after it. */
  lines: {
    id: number;
    kind: EntryKind;
    day: string;
    amountPaise: number;
    balanceAfterPaise: number;
    reversed: boolean;
    reverses: number | null;
    method: PaymentMethod | null;
    note: string;
    yaadiId: number | null;
  }[];
  reminders: { amountPaise: number; sentAt: number }[];
  /** The private statement link while it is shared, with its WhatsApp message to the customer. */
  statement: { url: string; whatsApp: string } | null;
};

/** An action's refusal or the limit's warning, with what was typed, for the form that sent it. */
export type LedgerAnswer = { error?: string; warning?: string; intent: string | null; values: Record<string, string> };
