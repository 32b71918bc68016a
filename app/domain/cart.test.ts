import { describe, expect, it } from "vitest";
import { figuresOf } from "#app/i18n/book";
import { ENGLISH } from "#app/i18n/locale";
import en from "#app/i18n/store/en";
import { cartNoteText } from "#app/i18n/store/say";
import type { Cart, CartChange, CartNote, CartProduct } from "./cart";
import {
  activeLines,
  addProduct,
  canDecrease,
  changeQuantity,
  chooseWeightStep,
  clearQuantity,
  deleteAll,
  deleteLine,
  parseStoredCart,
  pruneOutOfStock,
  savedForLater,
} from "./cart";
import { quantityLimitMessage } from "./quantity";

const soap: CartProduct = { id: 1, name: "Soap", unitId: 1 };
const onion: CartProduct = { id: 2, name: "Onion", unitId: 2 };
const rice: CartProduct = { id: 3, name: "Rice", unitId: 3 };
const sugar: CartProduct = { id: 4, name: "Sugar", unitId: 4 };
const wheat: CartProduct = { id: 5, name: "Wheat", unitId: 5 };

/** The English store book's notes: the specs' sentences. */
const english = en(figuresOf(ENGLISH)).notes;
const say = (note: CartNote) => cartNoteText(note, english);
/** An operation's change with the English sentence the customer reads. */
const told = (change: CartChange) => ({ ...change, message: change.note && say(change.note) });

describe("messages (spec 1 §8, verbatim through the English book)", () => {
  it("joins the name and the text exactly", () => {
    expect(say({ kind: "deleted", name: "Onion" })).toBe("Onion deleted");
    expect(say({ kind: "savedForLater", name: "Onion" })).toBe("Onion saved for later.");
    expect(say({ kind: "added", name: "Onion", listWord: "Yaadi" })).toBe("Onion added to Yaadi.");
    expect(say({ kind: "added", name: "Onion", listWord: "Cart" })).toBe("Onion added to Cart.");
    expect(say({ kind: "deletedFromSaved", name: "Onion" })).toBe("Onion deleted from Saved-For-Later.");
    expect(say({ kind: "allDeleted" })).toBe("All items deleted !");
  });

  it("says the quantity limit as the server does", () => {
    for (const unitId of [1, 2, 3, 4, 5] as const)
      expect(say({ kind: "atMost", name: "Wheat", unitId })).toBe(quantityLimitMessage("Wheat", unitId));
  });
});

describe("addProduct", () => {
  it("adds each unit at its default quantity, in order", () => {
    let cart: Cart = [];
    for (const p of [soap, onion, rice, sugar, wheat]) cart = addProduct(cart, p, "Yaadi").cart;
    expect(cart).toEqual([
      { productId: 1, quantity: 1000 },
      { productId: 2, quantity: 250 },
      { productId: 3, quantity: 1000 },
      { productId: 4, quantity: 500 },
      { productId: 5, quantity: 10000, weightStep: 10 },
    ]);
  });

  it("says which list it went to, and uses a chosen unit-5 step", () => {
    expect(told(addProduct([], soap, "Cart")).message).toBe("Soap added to Cart.");
    expect(told(addProduct([], { ...wheat, weightStep: 100 }, "Yaadi"))).toEqual({
      cart: [{ productId: 5, quantity: 100000, weightStep: 100 }],
      note: { kind: "added", name: "Wheat", listWord: "Yaadi" },
      message: "Wheat added to Yaadi.",
    });
  });

  it("adds a saved line back at the default quantity, in its place", () => {
    const cart: Cart = [
      { productId: 2, quantity: 0 },
      { productId: 1, quantity: 2000 },
    ];
    expect(told(addProduct(cart, onion, "Yaadi"))).toEqual({
      cart: [
        { productId: 2, quantity: 250 },
        { productId: 1, quantity: 2000 },
      ],
      note: { kind: "added", name: "Onion", listWord: "Yaadi" },
      message: "Onion added to Yaadi.",
    });
  });

  it("leaves a line already in the list alone", () => {
    const cart: Cart = [{ productId: 1, quantity: 2000 }];
    expect(told(addProduct(cart, soap, "Yaadi"))).toEqual({ cart, note: null, message: null });
  });
});

describe("changeQuantity", () => {
  it("walks 250 gms → 500 → 750 → 1 kg → 1.25 kgs and back", () => {
    let cart = addProduct([], onion, "Yaadi").cart;
    for (let i = 0; i < 4; i++) cart = changeQuantity(cart, onion, "up", "browse").cart;
    expect(cart).toEqual([{ productId: 2, quantity: 1250 }]);
    expect(told(changeQuantity(cart, onion, "down", "cart"))).toEqual({
      cart: [{ productId: 2, quantity: 1000 }],
      note: null,
      message: null,
    });
  });

  it("removes the line at zero in browse", () => {
    expect(told(changeQuantity([{ productId: 4, quantity: 500 }], sugar, "down", "browse"))).toEqual({
      cart: [],
      note: { kind: "deleted", name: "Sugar" },
      message: "Sugar deleted",
    });
  });

  it("disables the minus at the minimum in the cart, above it the minus works", () => {
    const atMin: Cart = [{ productId: 4, quantity: 500 }];
    expect(canDecrease(atMin[0], 4, "cart")).toBe(false);
    expect(canDecrease(atMin[0], 4, "browse")).toBe(true);
    expect(told(changeQuantity(atMin, sugar, "down", "cart"))).toEqual({ cart: atMin, note: null, message: null });
    expect(canDecrease({ productId: 4, quantity: 1000 }, 4, "cart")).toBe(true);
    expect(canDecrease({ productId: 4, quantity: 0 }, 4, "browse")).toBe(false);
    expect(canDecrease(undefined, 4, "browse")).toBe(false);
  });

  it("uses the unit-5 step for the cart minimum", () => {
    expect(canDecrease({ productId: 5, quantity: 10000, weightStep: 10 }, 5, "cart")).toBe(false);
    expect(canDecrease({ productId: 5, quantity: 10000, weightStep: 1 }, 5, "cart")).toBe(true);
    expect(canDecrease({ productId: 5, quantity: 10000, weightStep: 100 }, 5, "cart")).toBe(false);
  });

  it("steps unit 5 by 1, 10, 100 and 1000 kg, remembering the chosen step", () => {
    let cart = addProduct([], wheat, "Yaadi").cart; // 10 kg
    cart = changeQuantity(cart, { ...wheat, weightStep: 1 }, "up", "browse").cart;
    expect(cart).toEqual([{ productId: 5, quantity: 11000, weightStep: 1 }]);
    cart = changeQuantity(cart, wheat, "up", "browse").cart; // keeps the line's 1 kg step
    expect(cart[0]?.quantity).toBe(12000);
    cart = changeQuantity(cart, { ...wheat, weightStep: 100 }, "up", "browse").cart;
    cart = changeQuantity(cart, { ...wheat, weightStep: 1000 }, "up", "browse").cart;
    expect(cart).toEqual([{ productId: 5, quantity: 1112000, weightStep: 1000 }]);
    cart = changeQuantity(cart, wheat, "down", "browse").cart;
    expect(cart[0]?.quantity).toBe(112000);
  });

  it("starts a missing line at one step with up, ignores down", () => {
    expect(told(changeQuantity([], rice, "up", "browse"))).toEqual({
      cart: [{ productId: 3, quantity: 1000 }],
      note: null,
      message: null,
    });
    expect(told(changeQuantity([], rice, "down", "browse"))).toEqual({ cart: [], note: null, message: null });
  });
});

describe("the units table's maximum", () => {
  it("stops + at the unit's maximum with a sentence, in browse and in the cart", () => {
    const at = (quantity: number) => [{ productId: 5, quantity, weightStep: 1000 as const }];
    expect(changeQuantity(at(99_000_000), wheat, "up", "browse").cart).toEqual(at(100_000_000));
    for (const view of ["browse", "cart"] as const) {
      expect(told(changeQuantity(at(100_000_000), wheat, "up", view))).toEqual({
        cart: at(100_000_000),
        note: { kind: "atMost", name: "Wheat", unitId: 5 },
        message: "You can order at most 100000 kgs of Wheat.",
      });
    }
    expect(told(changeQuantity([{ productId: 1, quantity: 10_000_000 }], soap, "up", "cart")).message).toBe(
      "You can order at most 10000 of Soap.",
    );
  });
});

describe("clearQuantity (unit 5's C button)", () => {
  const cart: Cart = [{ productId: 5, quantity: 120000, weightStep: 10 }];

  it("removes the line in browse and saves it for later in the cart", () => {
    expect(told(clearQuantity(cart, wheat, "browse"))).toEqual({
      cart: [],
      note: { kind: "deleted", name: "Wheat" },
      message: "Wheat deleted",
    });
    expect(told(clearQuantity(cart, wheat))).toEqual({
      cart: [],
      note: { kind: "deleted", name: "Wheat" },
      message: "Wheat deleted",
    });
    expect(told(clearQuantity(cart, wheat, "cart"))).toEqual({
      cart: [{ productId: 5, quantity: 0, weightStep: 10 }],
      note: { kind: "savedForLater", name: "Wheat" },
      message: "Wheat saved for later.",
    });
  });

  it("does nothing for a product not in the cart", () => {
    expect(told(clearQuantity([], wheat, "cart"))).toEqual({ cart: [], note: null, message: null });
  });
});

describe("chooseWeightStep (unit 5's weight chooser)", () => {
  const cart: Cart = [
    { productId: 5, quantity: 20000, weightStep: 10 },
    { productId: 3, quantity: 1000 },
  ];

  it("keeps the quantity and makes the chosen step the line's step and cart minimum", () => {
    const chosen = chooseWeightStep(cart, wheat, 1);
    expect(chosen).toEqual([
      { productId: 5, quantity: 20000, weightStep: 1 },
      { productId: 3, quantity: 1000 },
    ]);
    expect(changeQuantity(chosen, wheat, "down", "cart").cart[0]).toEqual({
      productId: 5,
      quantity: 19000,
      weightStep: 1,
    });
    expect(canDecrease({ productId: 5, quantity: 1000, weightStep: 1 }, 5, "cart")).toBe(false);
    const hundred = chooseWeightStep(cart, wheat, 100);
    expect(canDecrease(hundred[0], 5, "cart")).toBe(false);
    expect(changeQuantity(hundred, wheat, "up", "cart").cart[0]).toEqual({
      productId: 5,
      quantity: 120000,
      weightStep: 100,
    });
  });

  it("ignores other units, unknown lines and steps that are not offered", () => {
    expect(chooseWeightStep(cart, rice, 10)).toBe(cart);
    expect(chooseWeightStep(cart, { id: 9, unitId: 5 }, 10)).toBe(cart);
    expect(chooseWeightStep(cart, wheat, 5)).toBe(cart);
  });
});

describe("deleting", () => {
  const cart: Cart = [
    { productId: 1, quantity: 2000 },
    { productId: 2, quantity: 0 },
    { productId: 3, quantity: 1000 },
  ];

  it("deletes a line, saying where it came from", () => {
    expect(told(deleteLine(cart, soap))).toEqual({
      cart: cart.slice(1),
      note: { kind: "deleted", name: "Soap" },
      message: "Soap deleted",
    });
    expect(told(deleteLine(cart, onion))).toEqual({
      cart: [cart[0], cart[2]],
      note: { kind: "deletedFromSaved", name: "Onion" },
      message: "Onion deleted from Saved-For-Later.",
    });
    expect(told(deleteLine(cart, sugar))).toEqual({ cart, note: null, message: null });
  });

  it("delete all keeps the saved-for-later lines", () => {
    expect(told(deleteAll(cart))).toEqual({
      cart: [{ productId: 2, quantity: 0 }],
      note: { kind: "allDeleted" },
      message: "All items deleted !",
    });
    expect(activeLines(cart).map((l) => l.productId)).toEqual([1, 3]);
    expect(savedForLater(cart).map((l) => l.productId)).toEqual([2]);
  });
});

describe("pruneOutOfStock (at load)", () => {
  it("drops missing, out-of-stock and hidden (rating 1) products, saying which and why", () => {
    const cart: Cart = [1, 2, 3, 4, 5].map((productId) => ({ productId, quantity: 1000 }));
    const catalogue = new Map([
      [1, { inStock: 1, rating: 5 }],
      [2, { inStock: 0, rating: 5 }],
      [3, { inStock: 1, rating: 1 }],
      [5, { inStock: 1, rating: 2 }],
    ]);
    const { cart: kept, pruned } = pruneOutOfStock(cart, catalogue);
    expect(kept.map((l) => l.productId)).toEqual([1, 5]);
    expect(pruned).toEqual([
      { productId: 2, change: "outOfStock" },
      { productId: 3, change: "unavailable" },
      { productId: 4, change: "unavailable" },
    ]);
  });

  it("gives the same cart back when nothing goes", () => {
    const cart: Cart = [{ productId: 1, quantity: 1000 }];
    expect(pruneOutOfStock(cart, new Map([[1, { inStock: 1, rating: 5 }]]))).toEqual({ cart, pruned: [] });
    expect(pruneOutOfStock(cart, new Map([[1, { inStock: 1, rating: 5 }]])).cart).toBe(cart);
  });
});

describe("parseStoredCart", () => {
  const good = [
    { productId: 1, quantity: 2000 },
    { productId: 5, quantity: 0, weightStep: 100 },
  ];

  it("accepts a valid cart, parsed or as the raw string", () => {
    expect(parseStoredCart(good)).toEqual(good);
    expect(parseStoredCart(JSON.stringify(good))).toEqual(good);
  });

  it("returns [] for anything that is not an array", () => {
    for (const bad of [null, undefined, 42, "{", "not json", "{}", { 0: good[0] }, "null", true]) {
      expect(parseStoredCart(bad)).toEqual([]);
    }
  });

  it("keeps only the valid lines, first line per product, without extra fields", () => {
    const stored = [
      { productId: 1, quantity: 2000, price: 1, name: "<script>" }, // extra fields are dropped
      { productId: 1, quantity: 9000 }, // repeated product
      null,
      "line",
      [3, 1000],
      { productId: 9 },
      { productId: "2", quantity: 1000 },
      { productId: 0, quantity: 1000 },
      { productId: -3, quantity: 1000 },
      { productId: 1.5, quantity: 1000 },
      { productId: 4, quantity: -250 },
      { productId: 6, quantity: 12.5 },
      { productId: 7, quantity: Number.MAX_SAFE_INTEGER },
      { productId: 8, quantity: "250" },
      { productId: 10, quantity: 10000, weightStep: 7 },
      { productId: 11, quantity: 10000, weightStep: "10" },
    ];
    expect(parseStoredCart(stored)).toEqual([
      { productId: 1, quantity: 2000 },
      { productId: 10, quantity: 10000 },
      { productId: 11, quantity: 10000 },
    ]);
  });
});
