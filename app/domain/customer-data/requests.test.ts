import { describe, expect, it } from "vitest";
import { customerFateOf, mayAsk, requestStateOf } from "./requests";
import { decisionSchema, forgetSchema } from "./requests-schema";

const asked = (askedAt: number) => ({ status: "asked" as const, reason: "", askedAt, decidedAt: null });

describe("a customer's request to delete their details", () => {
  it("says the latest request: open, declined with its reason, or carried out", () => {
    expect(requestStateOf([])).toEqual({ status: "none" });
    expect(requestStateOf([asked(5)])).toEqual({ status: "asked", askedAt: 5 });
    const declined = { status: "declined" as const, reason: "You owe ₹200", askedAt: 1, decidedAt: 3 };
    expect(requestStateOf([declined])).toEqual({ status: "declined", reason: "You owe ₹200", decidedAt: 3 });
    // Asked again after a refusal: the new request is the one the page shows.
    expect(requestStateOf([declined, asked(4)])).toEqual({ status: "asked", askedAt: 4 });
    expect(requestStateOf([asked(4), { status: "done", reason: "", askedAt: 6, decidedAt: 9 }])).toEqual({
      status: "done",
      decidedAt: 9,
    });
    // The same millisecond: the open request wins.
    expect(requestStateOf([{ ...declined, askedAt: 4 }, asked(4)]).status).toBe("asked");
  });

  it("offers the button only when nothing is open and the details are still there", () => {
    expect(mayAsk({ status: "none" }, false)).toBe(true);
    expect(mayAsk({ status: "declined", reason: "x", decidedAt: 1 }, false)).toBe(true);
    expect(mayAsk({ status: "asked", askedAt: 1 }, false)).toBe(false);
    expect(mayAsk({ status: "done", decidedAt: 1 }, false)).toBe(false);
    expect(mayAsk({ status: "none" }, true)).toBe(false);
  });

  it("keeps an udhaar customer's account under a neutral name and says what they owe", () => {
    expect(customerFateOf(null)).toEqual({ keep: false });
    expect(customerFateOf({ balancePaise: 25000 })).toEqual({ keep: true, owesPaise: 25000 });
    expect(customerFateOf({ balancePaise: 0 })).toEqual({ keep: true, owesPaise: 0 });
  });

  it("reads the forms strictly", () => {
    expect(forgetSchema.safeParse({ intent: "forget" }).success).toBe(true);
    expect(forgetSchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(decisionSchema.parse({ intent: "carry-out", request: "12" })).toEqual({ intent: "carry-out", request: 12 });
    expect(decisionSchema.parse({ intent: "decline", request: "3", reason: "  Pay first " })).toEqual({
      intent: "decline",
      request: 3,
      reason: "Pay first",
    });
    expect(decisionSchema.safeParse({ intent: "decline", request: "3", reason: "   " }).success).toBe(false);
    expect(decisionSchema.safeParse({ intent: "decline", request: "3", reason: "x".repeat(201) }).success).toBe(false);
    expect(decisionSchema.safeParse({ intent: "carry-out", request: "0" }).success).toBe(false);
    expect(decisionSchema.safeParse({ intent: "carry-out", request: "1e3" }).success).toBe(false);
    expect(decisionSchema.safeParse({ intent: "wipe", request: "1" }).success).toBe(false);
  });
});
