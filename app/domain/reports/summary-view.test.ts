import { describe, expect, it } from "vitest";
import { DEFAULT_SUMMARY_VIEW, pageCount, sortedBy, summaryViewQuery } from "./summary-view";
import { readSummaryView } from "./summary-view-query";

const read = (query: string) => readSummaryView(new URLSearchParams(query));

describe("the Yaadi Summary's search, sort and page in the URL", () => {
  it("reads them, and writes them back with the defaults left out", () => {
    const view = read("day=today&q=+Ravi+&sort=netPaise&dir=asc&page=3");
    expect(view).toEqual({ q: "Ravi", sort: { key: "netPaise", direction: "asc" }, page: 3 });
    expect(summaryViewQuery(view)).toBe("q=Ravi&sort=netPaise&dir=asc&page=3");
    expect(read("day=today")).toEqual(DEFAULT_SUMMARY_VIEW);
    expect(summaryViewQuery(DEFAULT_SUMMARY_VIEW)).toBe("");
  });

  it("falls back part by part on an edited link instead of refusing it", () => {
    expect(read(`sort=password&dir=sideways&page=-2&q=${"x".repeat(41)}`)).toEqual(DEFAULT_SUMMARY_VIEW);
    expect(read("sort=customerName&page=abc")).toEqual({
      q: "",
      sort: { key: "customerName", direction: "desc" },
      page: 1,
    });
  });

  it("sorts a column ascending, then descending, from the first page", () => {
    const first = sortedBy({ ...DEFAULT_SUMMARY_VIEW, page: 4 }, "customerName");
    expect(first).toEqual({ q: "", sort: { key: "customerName", direction: "asc" }, page: 1 });
    expect(sortedBy(first, "customerName").sort).toEqual({ key: "customerName", direction: "desc" });
    // Time is newest first by default: a tap turns it oldest first.
    expect(sortedBy(DEFAULT_SUMMARY_VIEW, "createdAt").sort).toEqual({ key: "createdAt", direction: "asc" });
  });

  it("counts pages of 100, at least one", () => {
    expect([0, 1, 100, 101, 8_696].map(pageCount)).toEqual([1, 1, 1, 2, 87]);
  });
});
