/**
 * The back office's shop list filters (issue: the owner of 1,000 shops finds one fast): a search, status, plan and
 * payment, read from the URL so a filtered list can be reloaded and shared.
 */
import { SHOP_STATUSES, type ShopStatus } from "./shop-form";

export type ShopListFilter = {
  q: string;
  status: ShopStatus | null;
  plan: number | null;
  due: "overdue" | "unverified" | null;
};

export function readShopListFilter(params: URLSearchParams): ShopListFilter {
  const status = params.get("status") ?? "";
  const plan = params.get("plan") ?? "";
  const due = params.get("due") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 40),
    status: (SHOP_STATUSES as readonly string[]).includes(status) ? (status as ShopStatus) : null,
    plan: ["0", "1", "2"].includes(plan) ? Number(plan) : null,
    due: due === "overdue" || due === "unverified" ? due : null,
  };
}

export const isFiltered = (f: ShopListFilter) => f.q !== "" || f.status !== null || f.plan !== null || f.due !== null;

export type OwnerShopRow = {
  id: number;
  url: string;
  name: string;
  typeName: string;
  productsLimit: number;
  languageChoice: number;
  versionTypeId: number;
  plan: number;
  whatsApp: string;
  mobile: string;
  productImages: number;
  informationPlace: number;
  status: "not ready" | "ready" | "disabled";
  paymentDueDate: string | null;
  lastPaymentVerified: number;
  /** The account was closed at its admin's request (docs/decisions/0038): its store is offline whatever its status. */
  closed?: boolean;
  /** An inspection copy (docs/decisions/0037 "Import"): its store is no store to customers until the owner shows it. */
  hidden?: boolean;
};
