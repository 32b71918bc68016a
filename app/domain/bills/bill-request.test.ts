import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "#app/domain/gst/gstin";
import { readBuyer, readCustomerId } from "./bill-request";

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const MAHARASHTRA = gstin("27AAPFU0939F1Z");
const KARNATAKA = gstin("29AAPFU0939F1Z");

describe("a bill's buyer", () => {
  it("is nobody in particular when both fields are empty", () => {
    expect(readBuyer({})).toEqual({ ok: true, buyer: { gstin: "", stateCode: "" } });
  });
  it("takes a GSTIN as typed (spaces, lower case) and its state from it", () => {
    expect(
      readBuyer({ gstin: ` ${MAHARASHTRA.toLowerCase().slice(0, 5)} ${MAHARASHTRA.slice(5).toLowerCase()}` }),
    ).toEqual({
      ok: true,
      buyer: { gstin: MAHARASHTRA, stateCode: "27" },
    });
  });
  it("takes a state alone (an unregistered buyer from elsewhere)", () => {
    expect(readBuyer({ stateCode: "29" })).toEqual({ ok: true, buyer: { gstin: "", stateCode: "29" } });
  });
  it("refuses a GSTIN with a wrong check character, an unknown state, and a GSTIN of another state", () => {
    const wrong = `${MAHARASHTRA.slice(0, 14)}${MAHARASHTRA[14] === "A" ? "B" : "A"}`;
    expect(readBuyer({ gstin: wrong })).toEqual({ ok: false, problem: "gstin" });
    expect(readBuyer({ stateCode: "99" })).toEqual({ ok: false, problem: "state" });
    expect(readBuyer({ gstin: KARNATAKA, stateCode: "27" })).toEqual({ ok: false, problem: "mismatch" });
    expect(readBuyer({ gstin: "x".repeat(41) })).toEqual({ ok: false, problem: "gstin" });
  });
  it("reads a saved customer's id, or none", () => {
    expect(readCustomerId(undefined)).toBeNull();
    expect(readCustomerId("12")).toBe(12);
    expect(readCustomerId("-1")).toBe("bad");
    expect(readCustomerId("1e3")).toBe("bad");
  });
});
