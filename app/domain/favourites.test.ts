import { describe, expect, it } from "vitest";
import { figuresOf } from "#app/i18n/book";
import { ENGLISH } from "#app/i18n/locale";
import en from "#app/i18n/store/en";
import { parseFavourites, toggleFavourite } from "./favourites";

describe("toggleFavourite", () => {
  it("stars a product at the end of the list, with the spec's message", () => {
    expect(toggleFavourite([], 5)).toEqual({ ids: [5], note: "added" });
    expect(toggleFavourite([3, 1], 5)).toEqual({ ids: [3, 1, 5], note: "added" });
  });

  it("takes the star off, keeping the others in order", () => {
    expect(toggleFavourite([3, 5, 1], 5)).toEqual({ ids: [3, 1], note: "removed" });
    expect(toggleFavourite([5], 5)).toEqual({ ids: [], note: "removed" });
  });

  it("returns to where it started after two clicks, leaving the given list untouched", () => {
    const ids = Object.freeze([3, 1]);
    const starred = toggleFavourite(ids, 8);
    expect(toggleFavourite(starred.ids, 8).ids).toEqual([3, 1]);
    expect(ids).toEqual([3, 1]);
  });

  it("says the notes verbatim through the English book (spec 1 §9)", () => {
    const said = en(figuresOf(ENGLISH)).notes.favourite;
    expect(said[toggleFavourite([], 5).note]).toBe("added to favourite list");
    expect(said[toggleFavourite([5], 5).note]).toBe("removed from favourite list");
    expect(said.guest).toBe("Guest is not allowed to mark a product as favourite.");
  });
});

describe("parseFavourites", () => {
  it("reads back a stored list as it was", () => {
    expect(parseFavourites(JSON.parse(JSON.stringify([12, 3, 7])))).toEqual([12, 3, 7]);
    expect(parseFavourites([])).toEqual([]);
  });

  it("keeps positive safe integers only, each once, in first-seen order", () => {
    const raw = [4, 0, -2, 1.5, "7", null, 4, NaN, Infinity, 2 ** 53, true, { id: 9 }, [9], 9, Number.MAX_SAFE_INTEGER];
    expect(parseFavourites(raw)).toEqual([4, 9, Number.MAX_SAFE_INTEGER]);
  });

  it("counts anything that is not an array as no favourites", () => {
    for (const bad of [null, undefined, 5, "1,2", "[1,2]", { 0: 1, length: 1 }, true]) {
      expect(parseFavourites(bad)).toEqual([]);
    }
  });
});
