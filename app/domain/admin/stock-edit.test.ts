import { describe, expect, it } from "vitest";
import { initialStockRow, isStockChanged, RATINGS, stockMessages, stockToStore } from "./stock-edit";

describe("stock and rating row", () => {
  it("offers the ratings 10 down to 1", () => {
    expect(RATINGS).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("marks the row changed when stock or rating differ from the saved row", () => {
    const saved = initialStockRow(1, 5);
    expect(saved).toEqual({ inStock: "1", rating: "5" });
    expect(isStockChanged(saved, { ...saved })).toBe(false);
    expect(isStockChanged(saved, { ...saved, inStock: "0" })).toBe(true);
    expect(isStockChanged(saved, { ...saved, rating: "9" })).toBe(true);
  });

  it("accepts yes/no and ratings 1–10 only", () => {
    expect(stockMessages({ inStock: "0", rating: "1" })).toEqual({});
    expect(stockMessages({ inStock: "1", rating: "10" })).toEqual({});
    expect(stockMessages({ inStock: "yes", rating: "5" })).toEqual({ inStock: "In stock is required" });
    for (const bad of ["0", "11", "", "5.5", "-1", "05"])
      expect(stockMessages({ inStock: "1", rating: bad })).toEqual({ rating: "Rating is required" });
  });

  it("stores 0/1 and the rating as a number", () => {
    expect(stockToStore({ inStock: "0", rating: "7" })).toEqual({ inStock: 0, rating: 7 });
    expect(stockToStore({ inStock: "1", rating: "10" })).toEqual({ inStock: 1, rating: 10 });
  });
});
