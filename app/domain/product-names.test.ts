import { describe, expect, it } from "vitest";
import { shownNames } from "./product-names";

const onion = { name: "Onion", nameRegional: "कांदा" };

describe("shownNames", () => {
  it("shows the regional name only when the shop's language choice does", () => {
    for (const locale of ["en", "mr", "hi"] as const) {
      expect(shownNames(onion, false, locale)).toEqual({ name: "Onion", other: null });
    }
  });

  it("reads the English name first in English, the regional name first in Marathi and Hindi", () => {
    expect(shownNames(onion, true, "en")).toEqual({ name: "Onion", other: "कांदा" });
    expect(shownNames(onion, true, "mr")).toEqual({ name: "कांदा", other: "Onion" });
    expect(shownNames(onion, true, "hi")).toEqual({ name: "कांदा", other: "Onion" });
  });

  it("keeps the name alone when there is no regional name", () => {
    expect(shownNames({ name: "Okra", nameRegional: " " }, true, "mr")).toEqual({ name: "Okra", other: null });
  });
});
