import { describe, expect, it } from "vitest";
import { closeRequestSchema } from "./close-request-schema";
import { CLOSING_MESSAGES, dataDueAt, monthsBefore } from "./closing";

describe("closing an account", () => {
  it("counts 72 months back by the calendar", () => {
    expect(new Date(monthsBefore(Date.UTC(2032, 2, 31, 10), 72)).toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("deletes the data 30 days after the confirmation", () => {
    expect(dataDueAt(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 31));
  });

  it("needs the password and keeps the reason short", () => {
    const missing = closeRequestSchema.safeParse({ password: "", reason: "" });
    expect(missing.error?.issues[0]?.message).toBe(CLOSING_MESSAGES.passwordRequired);
    const long = closeRequestSchema.safeParse({ password: "x", reason: "a".repeat(201) });
    expect(long.error?.issues[0]?.message).toBe(CLOSING_MESSAGES.reasonTooLong);
    expect(closeRequestSchema.parse({ password: "x", reason: "  moving  " })).toEqual({
      password: "x",
      reason: "moving",
    });
    expect(closeRequestSchema.parse({ password: "x" })).toEqual({ password: "x", reason: "" });
  });
});
