import { z } from "#app/domain/zod";
import { DEFAULT_SUMMARY_VIEW, SEARCH_MAX, SUMMARY_SORT_KEYS, type SummaryView } from "./summary-view";

/* The Yaadi Summary's view as a request's query string asks for it (the loader's; links are summary-view.ts's). */

// An edited or stale link is not a mistake worth a refusal: each part falls back to the default on its own.
const viewSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX).catch(""),
  sort: z.enum(SUMMARY_SORT_KEYS).catch(DEFAULT_SUMMARY_VIEW.sort.key),
  dir: z.enum(["asc", "desc"]).catch(DEFAULT_SUMMARY_VIEW.sort.direction),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function readSummaryView(params: URLSearchParams): SummaryView {
  const get = (name: string) => params.get(name) ?? undefined;
  const v = viewSchema.parse({ q: get("q") ?? "", sort: get("sort"), dir: get("dir"), page: get("page") });
  return { q: v.q, sort: { key: v.sort, direction: v.dir }, page: v.page };
}
