import { describe, expect, it } from "vitest";
import { allYaadiesCsv, allYaadiesName } from "./all-yaadies";

const yaadi = (id: number, name: string) => ({
  id,
  customerName: name,
  customerWhatsApp: "9876543210",
  customerAddress: "12, MG Road",
  createdAt: new Date("2026-11-22T03:35:00Z").getTime(),
});
const rows = [
  {
    ...yaadi(7, "Asha"),
    line: { name: "Sugar", unitId: 1, quantityMilli: 2000, pricePaise: 4500, lineTotalPaise: 9000 },
  },
  {
    ...yaadi(7, "Asha"),
    line: { name: "Tomato", unitId: 2, quantityMilli: 750, pricePaise: 4000, lineTotalPaise: 3000 },
  },
  {
    ...yaadi(9, "Ravi"),
    line: { name: "Onion", unitId: 3, quantityMilli: 2000, pricePaise: 3800, lineTotalPaise: 7600 },
  },
];

describe("All Yaadies", () => {
  it("writes every line with its yaadi, S.No. counting within each yaadi", () => {
    expect(allYaadiesCsv("yaadies", rows).split("\r\n")).toEqual([
      "\uFEFFYaadi No.,Name,WhatsApp,Address,Time,S.No.,Description,quantity,final price,Total",
      '7,Asha,"=""9876543210""",12- MG Road,"22/11/2026, 09:05 AM",1,Sugar,2,45.00,90.00',
      '7,Asha,"=""9876543210""",12- MG Road,"22/11/2026, 09:05 AM",2,Tomato,750 gms,40.00,30.00',
      '9,Ravi,"=""9876543210""",12- MG Road,"22/11/2026, 09:05 AM",1,Onion,2 kgs,38.00,76.00',
      "",
    ]);
  });

  it("writes challans without prices", () => {
    expect(allYaadiesCsv("challans", rows).split("\r\n").slice(0, 3)).toEqual([
      "\uFEFFYaadi No.,Name,WhatsApp,Address,S.No.,Description,quantity",
      '7,Asha,"=""9876543210""",12- MG Road,1,Sugar,2',
      '7,Asha,"=""9876543210""",12- MG Road,2,Tomato,750 gms',
    ]);
  });

  it("names the files 'All Yaadies' / 'All Challans' with their days", () => {
    expect(allYaadiesName("yaadies", "2026-11-22", "2026-11-22")).toBe("All Yaadies 2026-11-22.csv");
    expect(allYaadiesName("challans", "2026-11-01", "2026-11-22")).toBe("All Challans 2026-11-01 to 2026-11-22.csv");
  });
});
