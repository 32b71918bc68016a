import { describe, expect, it } from "vitest";
import { productwiseCsv, productwiseCsvName, productwiseRows, saleQuantity } from "./productwise";

describe("Productwise Sale", () => {
  it("shows a count plainly and weights in kg, as spec 3 §3 says", () => {
    expect(saleQuantity(3000, 1)).toBe("3");
    expect(saleQuantity(1750, 2)).toBe("1.75 kg");
    expect(saleQuantity(250, 4)).toBe("0.25 kg");
    expect(saleQuantity(2000, 3)).toBe("2 kg");
    expect(saleQuantity(110_000, 5)).toBe("110 kg");
  });

  it("writes Description and Quantity, and names the file 'Cumulative' with its days", () => {
    expect(
      productwiseCsv([
        { key: "p1:2", name: "Tomato", unitId: 2, quantityMilli: 1750 },
        { key: "p2:1", name: "=Sugar", unitId: 1, quantityMilli: 2000 },
      ]),
    ).toBe("\uFEFFDescription,Quantity\r\nTomato,1.75 kg\r\n'=Sugar,2\r\n");
    expect(productwiseCsvName("2026-11-22", "2026-11-22")).toBe("Cumulative 2026-11-22.csv");
    expect(productwiseCsvName("2026-11-20", "2026-11-22")).toBe("Cumulative 2026-11-20 to 2026-11-22.csv");
  });

  it("adds a product's weights across units in kg, keeps its pieces apart, and shows its newest name", () => {
    const rows = productwiseRows(
      [
        { productId: 7, unitId: 2, name: "Tomato", latest: 10, quantityMilli: 1000 },
        { productId: 7, unitId: 4, name: "Tomato (local)", latest: 12, quantityMilli: 250 },
        { productId: 7, unitId: 1, name: "Tomato", latest: 11, quantityMilli: 3000 },
        { productId: 8, unitId: 1, name: "Bread", latest: 5, quantityMilli: 2000 },
      ],
      [],
    );
    expect(rows).toEqual([
      { key: "p8:1", name: "Bread", unitId: 1, quantityMilli: 2000 },
      { key: "p7:1", name: "Tomato", unitId: 1, quantityMilli: 3000 },
      { key: "p7:2", name: "Tomato (local)", unitId: 2, quantityMilli: 1250 },
    ]);
  });

  it("takes the cancelled yaadies' lines away and leaves out what they emptied", () => {
    const sold = [
      { productId: 1, unitId: 2, name: "Onion", latest: 3, quantityMilli: 5000 },
      { productId: 2, unitId: 1, name: "Soap", latest: 4, quantityMilli: 1000 },
    ];
    const cancelled = [
      { productId: 1, unitId: 3, name: "Onion", latest: 2, quantityMilli: 500 },
      { productId: 2, unitId: 1, name: "Soap", latest: 4, quantityMilli: 1000 },
    ];
    expect(productwiseRows(sold, cancelled)).toEqual([{ key: "p1:2", name: "Onion", unitId: 2, quantityMilli: 4500 }]);
  });

  it("tells lines of deleted products apart by name", () => {
    const rows = productwiseRows(
      [
        { productId: null, unitId: 1, name: "Old soap", latest: 1, quantityMilli: 1000 },
        { productId: null, unitId: 1, name: "Old comb", latest: 2, quantityMilli: 2000 },
      ],
      [{ productId: null, unitId: 1, name: "Old comb", latest: 2, quantityMilli: 1000 }],
    );
    expect(rows.map((r) => [r.name, r.quantityMilli])).toEqual([
      ["Old comb", 1000],
      ["Old soap", 1000],
    ]);
  });
});
