import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinState, normaliseGstin } from "./gstin";
import { isGstRate, parseRatePercent, ratePercent } from "./rates";
import { billNumber, financialYear, financialYearDays, financialYearLabel } from "./series";
import { placeOfSupplyLabel, stateCodeOfName } from "./states";

describe("GSTIN", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4"])("%s is a GSTIN", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it("finds the check character by the mod-36 scheme", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it.each([
    ["27AAPFU0939F1ZA", "check"], // one character off
    ["27AAPFU0939F1VZ", "check"], // two swapped
    ["99AAPFU0939F1ZV", "state"], // no state 99
    ["28AAPFU0939F1ZV", "state"], // a code no longer issued
    ["27AAPFU0939F1Z", "shape"], // 14 characters
    ["27AAPF10939F1ZV", "shape"], // a digit in the PAN's letters
    ["27AAPFU0939F0ZV", "shape"], // the registration's number is never 0
    ["", "shape"],
  ])("%s is refused: %s", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it("is read as typed, and tells its state", () => {
    expect(normaliseGstin(" 27aapfu 0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(gstinState("27AAPFU0939F1ZV")).toBe("27");
  });
});

describe("states", () => {
  it("names a place of supply as the returns do, and reads a shop's free-text state", () => {
    expect(placeOfSupplyLabel("27")).toBe("27-Maharashtra");
    expect(stateCodeOfName(" maharashtra ")).toBe("27");
    expect(stateCodeOfName("महाराष्ट्र")).toBe("27");
    expect(stateCodeOfName("Uttar  Pradesh")).toBe("09");
    expect(stateCodeOfName("Orissa")).toBe("21");
    expect(stateCodeOfName("Atlantis")).toBeUndefined();
  });
});

describe("rates", () => {
  it("are the list's own, read as a shop writes them", () => {
    expect([0, 500, 1800, 4000, 25, 300].every(isGstRate)).toBe(true);
    expect(isGstRate(1200)).toBe(false);
    expect(parseRatePercent("18")).toBe(1800);
    expect(parseRatePercent(" 5 % ")).toBe(500);
    expect(parseRatePercent("0.25")).toBe(25);
    expect(parseRatePercent("eighteen")).toBeNull();
    expect(ratePercent(25)).toBe("0.25");
    expect(ratePercent(1800)).toBe("18");
  });
});

describe("the financial year's series", () => {
  it("rolls over on 1 April", () => {
    expect(financialYear("2027-03-31")).toBe(2026);
    expect(financialYear("2027-04-01")).toBe(2027);
    expect(financialYear("2026-11-28")).toBe(2026);
    expect(financialYearLabel(2026)).toBe("2026-27");
    expect(financialYearLabel(2099)).toBe("2099-00");
    expect(financialYearDays(2026)).toEqual({ from: "2026-04-01", to: "2027-03-31" });
  });

  it("numbers a bill within 16 characters", () => {
    expect(billNumber(2026, 1)).toBe("2026-27/1");
    expect(billNumber(2026, 99_999_999).length).toBeLessThanOrEqual(16);
  });
});
