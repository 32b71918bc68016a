/*
 * A customer's "Delete my details" (DPDP Act 2023 §12; docs/decisions/0039): what the order page and the statement say
 * about a request, and what carrying one out does to a saved customer. Pure: the services read and write, this decides.
 */

export const DATA_REQUEST_STATUSES = ["asked", "done", "declined"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** The longest reason a shop may give when it declines (the customer reads it on their page). */
export const DECLINE_REASON_MAX = 200;

/** Where a request was asked from: one open request per subject and shop. */
export const yaadiSubject = (yaadiId: number) => `yaadi:${yaadiId}`;
export const customerSubject = (customerId: number) => `customer:${customerId}`;

/** What the customer's page says about their request. */
export type RequestState =
  | { status: "none" }
  | { status: "asked"; askedAt: number }
  | { status: "declined"; reason: string; decidedAt: number }
  | { status: "done"; decidedAt: number };

type StoredRequest = {
  status: DataRequestStatus;
  reason: string;
  askedAt: number;
  decidedAt: number | null;
};

/**
 * The latest request decides: an open one is "asked"; a declined one shows its reason (and the customer may ask
 * again); a carried-out one is "done". Ties on the same millisecond go to the open request.
 */
export function requestStateOf(requests: readonly StoredRequest[]): RequestState {
  const latest = [...requests].sort(
    (a, b) => b.askedAt - a.askedAt || Number(b.status === "asked") - Number(a.status === "asked"),
  )[0];
  if (!latest) return { status: "none" };
  if (latest.status === "asked") return { status: "asked", askedAt: latest.askedAt };
  if (latest.status === "declined")
    return { status: "declined", reason: latest.reason, decidedAt: latest.decidedAt ?? latest.askedAt };
  return { status: "done", decidedAt: latest.decidedAt ?? latest.askedAt };
}

/** Whether the page offers "Delete my details": not while a request is open, nor once the details are gone. */
export const mayAsk = (state: RequestState, detailsDeleted: boolean) =>
  !detailsDeleted && state.status !== "asked" && state.status !== "done";

/**
 * What happens to a saved customer of the shop when their details are removed. Without an udhaar account the row
 * goes (their orders keep their amounts, unlinked). With one, the ledger's entries are the shop's record of money
 * owed or paid and can never be deleted (migration 0016's triggers), so the account stays under a neutral name with
 * no number or address; a balance still owed is said to the shop before it carries the request out.
 */
export type CustomerFate = { keep: false } | { keep: true; owesPaise: number };

export function customerFateOf(account: { balancePaise: number } | null): CustomerFate {
  return account ? { keep: true, owesPaise: account.balancePaise } : { keep: false };
}

/** A request waiting for the shop, with what carrying it out touches (its screen's row). */
export type OpenRequest = {
  id: number;
  name: string;
  whatsApp: string;
  askedAt: number;
  /** The shop's orders that name this customer (they stay, without the name, number and address). */
  orders: number;
  /** Bills issued to them: immutable by law, they keep the buyer's details they were issued with. */
  bills: number;
  /** Their saved customer rows with an udhaar account: kept under a neutral name, with what they owe (paise). */
  owesPaise: number;
  keepsAccount: boolean;
};
