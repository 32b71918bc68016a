import { describe, expect, it } from "vitest";
import { productwiseCsv, productwiseCsvName, saleQuantity } from "./productwise";

describe("Productwise Sale", () => {
  it("shows a count plainly and weights in kg, as spec 3 §3 says", () => {
    expect(saleQuantity(3000, 1)).toBe("3");
    expect(saleQuantity(1750, 2)).toBe("1.75 kg");
    expect(saleQuantity(250, 4)).toBe("0.25 kg");
    expect(saleQuantity(2000, 3)).toBe("2 kg");
    expect(saleQuantity(110_000, 5)).toBe("110 kg");
  });

  it("writes Description and Quantity, and names the file 'Cumulative' with its days", () => {
    expect(productwiseCsv([{ key: "p1:2", name: "Tomato", unitId: 2, quantityMilli: 1750 }, { key: "p2:1", name: "=Sugar", unitId: 1, quantityMilli: 2000 }])).toBe(
      "\uFEFFDescription,Quantity\r\nTomato,1.75 kg\r\n'=Sugar,2\r\n",
    );
    expect(productwiseCsvName("2026-11-22", "2026-11-22")).toBe("Cumulative 2026-11-22.csv");
    expect(productwiseCsvName("2026-11-20", "2026-11-22")).toBe("Cumulative 2026-11-20 to 2026-11-22.csv");
  });
});
