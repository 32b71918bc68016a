import { describe, expect, it } from "vitest";
import { checkNamedItem, duplicateNameMessage, emptyNamedItem, sameName } from "./category-brand";
import { namedItemSchema } from "./category-brand-schema";

describe("category and brand rules (spec 2 §5, §9)", () => {
  it("starts a new one at rating 5 with no store type", () => {
    expect(emptyNamedItem()).toEqual({ name: "", rating: "5", shopTypeId: "" });
  });

  it("gives the spec's name messages, 1–30 characters", () => {
    expect(checkNamedItem("category", { ...emptyNamedItem(), name: "  " }, null)).toEqual({
      name: "Category name is required",
    });
    expect(checkNamedItem("brand", { ...emptyNamedItem(), name: "x".repeat(31) }, null)).toEqual({
      name: "Maximum 30 characters allowed",
    });
    expect(checkNamedItem("brand", { ...emptyNamedItem(), name: "x".repeat(30) }, null)).toEqual({});
  });

  it("takes a rating from 1 to 10 only", () => {
    for (const rating of ["0", "11", "", "5.5", "abc"]) {
      expect(checkNamedItem("category", { name: "Rice", rating, shopTypeId: "" }, null)).toEqual({
        rating: "Rating is required",
      });
    }
    expect(checkNamedItem("category", { name: "Rice", rating: "10", shopTypeId: "" }, null)).toEqual({});
  });

  it("checks the store type only for the master store, against the known types", () => {
    expect(checkNamedItem("category", { name: "Rice", rating: "5", shopTypeId: "99" }, null)).toEqual({});
    expect(checkNamedItem("category", { name: "Rice", rating: "5", shopTypeId: "99" }, [1, 2])).toEqual({
      shopTypeId: "Choose a store type from the list",
    });
    expect(checkNamedItem("category", { name: "Rice", rating: "5", shopTypeId: "2" }, [1, 2])).toEqual({});
    expect(checkNamedItem("category", { name: "Rice", rating: "5", shopTypeId: "" }, [1, 2])).toEqual({});
  });

  it("treats names that differ only in case or spaces as the same", () => {
    expect(sameName(" Rice ", "rICE")).toBe(true);
    expect(sameName("Rice", "Rice 2")).toBe(false);
    expect(duplicateNameMessage("brand", " Tata ")).toBe("Brand 'Tata' already exists.");
  });

  it("re-checks on the server with the same messages and typed output", () => {
    const schema = namedItemSchema("category", [1, 2]);
    expect(schema.parse({ name: "  Dals ", rating: "7", shopTypeId: "2" })).toEqual({
      name: "Dals",
      rating: 7,
      shopTypeId: 2,
    });
    expect(schema.parse({ name: "Dals", rating: "7", shopTypeId: "" })).toEqual({
      name: "Dals",
      rating: 7,
      shopTypeId: null,
    });
    const bad = schema.safeParse({ rating: "12", shopTypeId: "9" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      "Category name is required",
      "Rating is required",
      "Choose a store type from the list",
    ]);
    // Not the master store: a posted store type is ignored.
    expect(namedItemSchema("brand", null).parse({ name: "Tata", rating: "5", shopTypeId: "3" })).toEqual({
      name: "Tata",
      rating: 5,
      shopTypeId: null,
    });
  });
});
