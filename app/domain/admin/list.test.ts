import { describe, expect, it } from "vitest";
import { changedFirst, listTitle, searchRows, sortRows, toggleSort } from "./list";

const rows = [
  { id: 1, name: "Onion", rating: 5 },
  { id: 2, name: "apple", rating: 9 },
  { id: 3, name: "Rice 10 kg", rating: 5 },
  { id: 4, name: "Rice 2 kg", rating: 1 },
];

describe("admin lists (spec 2 §2)", () => {
  it("titles a list with its count, or says NO when empty", () => {
    expect(listTitle("PRODUCTS", 4)).toBe("LIST OF PRODUCTS (4)");
    expect(listTitle("CATEGORIES", 0)).toBe("NO CATEGORIES");
  });

  it("searches every word, case-insensitively", () => {
    expect(searchRows(rows, "rice", (r) => r.name).map((r) => r.id)).toEqual([3, 4]);
    expect(searchRows(rows, " RICE  10 ", (r) => r.name).map((r) => r.id)).toEqual([3]);
    expect(searchRows(rows, "", (r) => r.name)).toBe(rows);
  });

  it("sorts ascending on the first click and descending on the next; names as people read them", () => {
    const first = toggleSort(null, "name");
    expect(first).toEqual({ key: "name", direction: "asc" });
    expect(toggleSort(first, "name")).toEqual({ key: "name", direction: "desc" });
    expect(toggleSort(toggleSort(first, "name"), "name")).toEqual({ key: "name", direction: "asc" });
    expect(toggleSort(first, "rating")).toEqual({ key: "rating", direction: "asc" });
    const value = (r: (typeof rows)[number], key: "name" | "rating") => r[key];
    expect(sortRows(rows, first, value).map((r) => r.name)).toEqual(["apple", "Onion", "Rice 2 kg", "Rice 10 kg"]);
    expect(sortRows(rows, { key: "rating", direction: "desc" }, value).map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(sortRows(rows, null, value)).toBe(rows);
  });

  it("moves the just changed rows to the top", () => {
    expect(changedFirst(rows, [3]).map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(changedFirst(rows, [4, 2]).map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(changedFirst(rows, [99]).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
