import { describe, expect, it } from "vitest";
import { chooseLocale, fromAcceptLanguage } from "./choose";

describe("the page's language", () => {
  it("takes the link's, then the phone's earlier choice, then the store's, then English", () => {
    expect(chooseLocale({ asked: "hi", remembered: "mr", storeDefault: "en" })).toBe("hi");
    expect(chooseLocale({ asked: "fr", remembered: "mr", storeDefault: "en" })).toBe("mr");
    expect(chooseLocale({ asked: null, remembered: "<script>", storeDefault: "hi" })).toBe("hi");
    expect(chooseLocale({ asked: null, remembered: null, storeDefault: null })).toBe("en");
  });

  it("on Yaadi's own pages follows the phone's languages by their weight", () => {
    expect(fromAcceptLanguage("mr-IN,mr;q=0.9,en-US;q=0.8")).toBe("mr");
    expect(fromAcceptLanguage("en-GB;q=0.5,hi;q=0.9")).toBe("hi");
    expect(fromAcceptLanguage("ta-IN,ta;q=0.9")).toBeNull();
    expect(fromAcceptLanguage("hi;q=0,en")).toBe("en");
    expect(chooseLocale({ asked: null, remembered: null, acceptLanguage: "de,mr;q=0.4" })).toBe("mr");
  });
});
