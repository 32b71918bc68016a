import { describe, expect, it } from "vitest";
import { nextPaymentText } from "./account";
import { isUpiId, upiPayLink } from "./upi";

describe("UPI pay link", () => {
  it("builds the link with the amount in rupees and the shop URL as note", () => {
    expect(upiPayLink({ upiId: "yaadi@upi", payeeName: "Yaadi", amountPaise: 39_900, note: "saikirana" })).toBe(
      "upi://pay?pa=yaadi@upi&pn=Yaadi&am=399.00&cu=INR&tn=saikirana",
    );
  });

  it("percent-encodes every value (spaces, & and = cannot break the query)", () => {
    const link = upiPayLink({ upiId: "pay.me-1@okbank", payeeName: "Yaadi & Co", amountPaise: 49_950, note: "a=b c" });
    expect(link).toBe("upi://pay?pa=pay.me-1@okbank&pn=Yaadi%20%26%20Co&am=499.50&cu=INR&tn=a%3Db%20c");
    const params = new URLSearchParams(link.split("?")[1]);
    expect(params.get("pn")).toBe("Yaadi & Co");
    expect(params.get("tn")).toBe("a=b c");
  });

  it("refuses a malformed UPI id or amount (a configuration mistake, not a user one)", () => {
    expect(isUpiId("yaadi@upi")).toBe(true);
    expect(isUpiId("yaadi")).toBe(false);
    expect(isUpiId("ya adi@upi")).toBe(false);
    expect(() => upiPayLink({ upiId: "x&pa=evil@upi", payeeName: "Yaadi", amountPaise: 100, note: "s" })).toThrow();
    expect(() => upiPayLink({ upiId: "yaadi@upi", payeeName: "Yaadi", amountPaise: 0, note: "s" })).toThrow();
  });
});

describe("next payment text", () => {
  const createdAt = new Date("2026-01-30T20:00:00Z"); // 31 Jan 2026 in IST
  it("shows the due date d/m/yyyy, or a month after creation when none is set", () => {
    expect(
      nextPaymentText({ paymentDueDate: "2026-03-05", lastPaymentVerified: 0, hasPendingPayment: false, createdAt }),
    ).toBe("5/3/2026");
    expect(nextPaymentText({ paymentDueDate: null, lastPaymentVerified: 0, hasPendingPayment: false, createdAt })).toBe(
      "28/2/2026",
    );
  });
  it("shows 'Verification Pending' after an upload until the owner verifies", () => {
    expect(
      nextPaymentText({ paymentDueDate: "2026-03-05", lastPaymentVerified: 0, hasPendingPayment: true, createdAt }),
    ).toBe("Verification Pending");
    expect(
      nextPaymentText({ paymentDueDate: "2026-04-05", lastPaymentVerified: 1, hasPendingPayment: true, createdAt }),
    ).toBe("5/4/2026");
  });
});
