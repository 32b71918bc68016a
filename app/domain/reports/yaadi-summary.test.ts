import { describe, expect, it } from "vitest";
import { customerDataCsv, customerDataName } from "./customer-data";
import { bars, dailyFigures } from "./daily-chart";
import { summaryCsv, summaryCsvName, yaadiCsv, yaadiCsvName } from "./yaadi-summary";

const at = (iso: string) => new Date(iso).getTime();
const row = (id: number, netPaise: number, createdAt: string) => ({
  id,
  customerName: `Customer ${id}`,
  customerWhatsApp: "9876543210",
  customerAddress: "12, MG Road, Pune",
  totalPaise: netPaise - 2000,
  deliveryChargesPaise: 2000,
  netPaise,
  createdAt: at(createdAt),
});

describe("summary CSV", () => {
  it("has the spec's columns, hyphens for commas in addresses, rupees with two decimals and India time", () => {
    const csv = summaryCsv([row(7, 12_600, "2026-11-22T03:35:00Z")]);
    expect(csv).toBe(
      "\uFEFFS.No.,Yaadi No.,Name,WhatsApp,Address,Total Amount,Delivery Charges,Net Amount,Time\r\n" +
        '1,7,Customer 7,"=""9876543210""",12- MG Road- Pune,106.00,20.00,126.00,"22/11/2026, 09:05 AM"\r\n',
    );
  });

  it("keeps a formula-like name as text", () => {
    expect(summaryCsv([{ ...row(1, 100, "2026-11-22T03:35:00Z"), customerName: "=HYPERLINK(1)" }])).toContain(
      ",'=HYPERLINK(1),",
    );
  });

  it("names the file by its days", () => {
    expect(summaryCsvName("2026-11-22", "2026-11-22")).toBe("Yaadi Summary 2026-11-22.csv");
    expect(summaryCsvName("2026-11-20", "2026-11-22")).toBe("Yaadi Summary 2026-11-20 to 2026-11-22.csv");
  });
});

describe("a yaadi's CSV", () => {
  const lines = [
    { name: "Coriander", unitId: 1, quantityMilli: 2000, pricePaise: 1500, lineTotalPaise: 3000 },
    { name: "Tomato", unitId: 2, quantityMilli: 750, pricePaise: 4000, lineTotalPaise: 3000 },
    { name: "Onion", unitId: 3, quantityMilli: 2000, pricePaise: 3800, lineTotalPaise: 7600 },
  ];

  it("lists S.No., Description, quantity, final price, Total with the units' display, then the totals", () => {
    expect(yaadiCsv(lines, { totalPaise: 13_600, deliveryChargesPaise: 2000, netPaise: 15_600 })).toBe(
      "\uFEFFS.No.,Description,quantity,final price,Total\r\n" +
        "1,Coriander,2,15.00,30.00\r\n2,Tomato,750 gms,40.00,30.00\r\n3,Onion,2 kgs,38.00,76.00\r\n" +
        ",Grand Total,,,136.00\r\n,Delivery Charges,,,20.00\r\n,Net payable amount,,,156.00\r\n",
    );
  });

  it("leaves the delivery lines out when delivery is free", () => {
    expect(yaadiCsv(lines.slice(0, 1), { totalPaise: 3000, deliveryChargesPaise: 0, netPaise: 3000 })).toBe(
      "\uFEFFS.No.,Description,quantity,final price,Total\r\n1,Coriander,2,15.00,30.00\r\n,Grand Total,,,30.00\r\n",
    );
    expect(yaadiCsvName(12)).toBe("Yaadi no. 12.csv");
  });
});

describe("customer data CSV", () => {
  it("lists everyone who ordered with their count and last yaadi", () => {
    expect(
      customerDataCsv([
        {
          name: "Asha",
          whatsApp: "9876543210",
          address: "Flat 2, Pune",
          yaadiCount: 3,
          lastYaadiAt: at("2026-11-22T03:35:00Z"),
        },
      ]),
    ).toBe(
      '\uFEFFName,WhatsApp No.,Address,Yaadies,Last Yaadi\r\nAsha,"=""9876543210""",Flat 2- Pune,3,"22/11/2026, 09:05 AM"\r\n',
    );
    expect(customerDataName("Demo Veggie Store")).toBe("Demo Veggie Store All Customers.csv");
  });
});

describe("the daily chart", () => {
  it("lists every day of the range, days without yaadies as zero", () => {
    expect(
      dailyFigures({ from: "2026-11-20", to: "2026-11-22" }, [{ day: "2026-11-22", count: 2, netPaise: 1500 }]),
    ).toEqual([
      { day: "2026-11-20", count: 0, netPaise: 0 },
      { day: "2026-11-21", count: 0, netPaise: 0 },
      { day: "2026-11-22", count: 2, netPaise: 1500 },
    ]);
  });

  it("scales bars to the best day", () => {
    const drawn = bars(
      [
        { day: "a", count: 1, netPaise: 500 },
        { day: "b", count: 2, netPaise: 1000 },
      ],
      200,
      100,
    );
    expect(drawn.map((b) => [b.x, b.width, b.height, b.y])).toEqual([
      [10, 80, 50, 50],
      [110, 80, 100, 0],
    ]);
    expect(bars([{ day: "a", count: 0, netPaise: 0 }], 100, 100)[0]!.height).toBe(0);
  });
});
