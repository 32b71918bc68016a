import { describe, expect, it } from "vitest";
import { formatKg, weightChart, weightKg } from "./weight-chart";

const sheet = (sheetNumber: number, dateOfDelivery: string, clientWeight: string) => ({
  sheetNumber,
  dateOfDelivery,
  clientWeight,
});

describe("weights as numbers", () => {
  it("reads plain and decimal kilograms, with or without 'kg'; anything else is not drawn", () => {
    expect(["72", "72.5", " 72.25 ", "72 kg", "72kg", "72 KGS", "105"].map(weightKg)).toEqual([
      72, 72.5, 72.25, 72, 72, 72, 105,
    ]);
    expect(["seventy", "72-73", "72,5", "0", "00", "7.", ".5", "1234", "72 lb", ""].map(weightKg)).toEqual(
      Array(10).fill(null),
    );
    expect([80, 76.5, 76.25, 76.333].map(formatKg)).toEqual(["80", "76.5", "76.25", "76.33"]);
  });
});

describe("the weight chart", () => {
  it("plots by date, oldest on the left, whatever the sheets' order, and says it in words", () => {
    const chart = weightChart([
      sheet(3, "2026-11-22", "76.5"),
      sheet(1, "2026-11-01", "80"),
      sheet(2, "2026-11-08", "78"),
    ])!;
    expect(chart.summary).toBe("From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026.");
    expect(chart.points.map((p) => p.sheetNumber)).toEqual([1, 2, 3]);
    const [first, second, last] = chart.points;
    expect(first!.x).toBe(chart.area.left);
    expect(last!.x).toBe(chart.area.right);
    // A week of three: a third of the way across.
    expect(second!.x).toBeCloseTo(chart.area.left + ((chart.area.right - chart.area.left) * 7) / 21, 0);
    // Heavier is higher (smaller y); the y range is whole or half kilograms around the readings.
    expect(first!.y).toBeLessThan(second!.y);
    expect(second!.y).toBeLessThan(last!.y);
    expect(chart.yTicks.map((t) => t.label)).toEqual(["80", "78.25", "76.5"]);
    expect(chart.yTicks[0]!.y).toBe(chart.area.top);
    expect(chart.yTicks[2]!.y).toBe(chart.area.bottom);
    expect(chart.line).toBe(chart.points.map((p) => `${p.x},${p.y}`).join(" "));
    expect(chart.xLabels).toEqual([
      { x: chart.area.left, label: "01/11/2026", anchor: "start" },
      { x: chart.area.right, label: "22/11/2026", anchor: "end" },
    ]);
    expect(first!.label).toBe("Sheet 1, 01/11/2026: 80 kg");
    expect(chart.skipped).toBe(0);
  });

  it("skips weights that are not numbers and counts them", () => {
    const chart = weightChart([
      sheet(1, "2026-11-01", "80"),
      sheet(2, "2026-11-08", "n/a"),
      sheet(3, "2026-11-15", "79 kg"),
    ])!;
    expect(chart.points.map((p) => p.kg)).toEqual([80, 79]);
    expect(chart.skipped).toBe(1);
    expect(chart.summary).toBe("From 80 kg on 01/11/2026 to 79 kg on 15/11/2026.");
  });

  it("draws one reading in the middle, a flat line in the middle, and nothing without a number", () => {
    const one = weightChart([sheet(1, "2026-11-01", "80")])!;
    expect(one.summary).toBe("80 kg on 01/11/2026.");
    expect(one.points[0]!.x).toBe((one.area.left + one.area.right) / 2);
    expect(one.points[0]!.y).toBe((one.area.top + one.area.bottom) / 2);
    expect(one.xLabels).toEqual([{ x: one.points[0]!.x, label: "01/11/2026", anchor: "middle" }]);
    expect(one.yTicks.map((t) => t.label)).toEqual(["81", "80", "79"]);

    // Two sheets on one day: side by side in sheet order.
    const sameDay = weightChart([sheet(2, "2026-11-01", "79"), sheet(1, "2026-11-01", "80")])!;
    expect(sameDay.points.map((p) => [p.sheetNumber, p.x])).toEqual([
      [1, sameDay.area.left],
      [2, sameDay.area.right],
    ]);
    expect(sameDay.xLabels).toEqual([
      { x: (sameDay.area.left + sameDay.area.right) / 2, label: "01/11/2026", anchor: "middle" },
    ]);
    expect(sameDay.summary).toBe("From 80 kg on 01/11/2026 to 79 kg on 01/11/2026.");

    expect(weightChart([])).toBeNull();
    expect(weightChart([sheet(1, "2026-11-01", "heavy")])).toBeNull();
  });
});
