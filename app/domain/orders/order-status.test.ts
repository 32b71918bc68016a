import { describe, expect, it } from "vitest";
import { canMove, isEditable, nextStatus, statusMessage } from "./order-status";

describe("order status", () => {
  it("steps forward placed → accepted → packed → delivered", () => {
    expect(nextStatus("placed")).toBe("accepted");
    expect(nextStatus("accepted")).toBe("packed");
    expect(nextStatus("packed")).toBe("delivered");
    expect(nextStatus("delivered")).toBeNull();
    expect(nextStatus("cancelled")).toBeNull();
  });

  it("moves forward any number of steps, back one, to cancelled from anywhere, never out of cancelled", () => {
    expect(canMove("placed", "packed")).toBe(true);
    expect(canMove("packed", "accepted")).toBe(true);
    expect(canMove("packed", "placed")).toBe(false);
    expect(canMove("delivered", "packed")).toBe(true);
    expect(canMove("delivered", "cancelled")).toBe(true);
    expect(canMove("cancelled", "placed")).toBe(false);
    expect(canMove("cancelled", "cancelled")).toBe(false);
    expect(canMove("placed", "placed")).toBe(false);
  });

  it("lets only a yaadi on its way be edited", () => {
    expect(["placed", "accepted", "packed", "delivered", "cancelled"].filter((s) => isEditable(s as never))).toEqual([
      "placed",
      "accepted",
    ]);
  });

  it("writes the customer's WhatsApp message with the order page link", () => {
    expect(
      statusMessage({
        status: "accepted",
        customerName: "Asha",
        shopName: "Demo Veggie Store",
        yaadiId: 12,
        orderPageUrl: "https://x/yaadilist/u",
      }),
    ).toBe("Namaste Asha,\nyour yaadi no. 12 from Demo Veggie Store is accepted.\nSee it here: https://x/yaadilist/u");
  });
});
