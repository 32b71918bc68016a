import { describe, expect, it } from "vitest";
import { figuresOf } from "../book";
import { LOCALES } from "../locale";
import { loadPanelPage, SCREEN_SECTIONS } from "./page-texts";
import { FRAME_SECTIONS, type ScreenSection, screenSectionsOf } from "./parts";
import { panelSay } from "./say";
import { WHOLE_PANEL_BOOK } from "./whole";

/*
 * A page loads the panel's book in parts (parts.ts): the frame's sections and its family's. Whatever a page loads must
 * be the whole book's sections as they are, and nothing else may pass for loaded. Which sections each screen needs is
 * held by the generated screen checks (tests/integration/panel-screens-languages.test.ts), which draw every screen.
 */

const figures = (locale: (typeof LOCALES)[number]) => figuresOf({ locale, digits: "latn" });

describe("the panel's book in parts", () => {
  it("loads every section of the whole book in exactly one part", async () => {
    const whole = (await WHOLE_PANEL_BOOK.en()).default(figures("en"));
    const parts = [...FRAME_SECTIONS, ...Object.keys(SCREEN_SECTIONS)];
    expect([...parts].sort()).toEqual(Object.keys(whole).sort());
    expect(new Set(parts).size).toBe(parts.length);
  });

  it.each(LOCALES)("%s: a page's texts are the whole book's own sections, and no other", async (locale) => {
    const whole = (await WHOLE_PANEL_BOOK[locale]()).default(figures(locale)) as Record<string, unknown>;
    const sections: ScreenSection[] = ["products", "bulk"];
    const page = (await loadPanelPage(sections, locale))(figures(locale)) as Record<string, unknown>;
    expect(Object.keys(page).sort()).toEqual([...FRAME_SECTIONS, ...sections].sort());
    for (const section of Object.keys(page)) expect(JSON.stringify(page[section])).toBe(JSON.stringify(whole[section]));
    expect(() => page.reports).toThrow(/"reports" texts are not among this page's/);
    // What the page says of the domain's English comes from its own sections only.
    const say = panelSay(page as never);
    expect(say("MRP")).toBe(panelSay(whole as never)("MRP"));
  });

  it("is settled at once for a page whose files have all been loaded before", async () => {
    await loadPanelPage(["reports"], "mr");
    expect(loadPanelPage(["reports"], "mr").status).toBe("fulfilled");
  });

  it("names the sections of each family of screens by its paths", () => {
    expect(screenSectionsOf("/adminpanel/products")).toEqual(["products"]);
    // The product form says its HSN and GST rate; Products-Tax is a bulk screen of its own.
    expect(screenSectionsOf("/adminpanel/products/12")).toEqual(["products", "tax"]);
    expect(screenSectionsOf("/adminpanel/products/new")).toEqual(["products", "tax"]);
    expect(screenSectionsOf("/adminpanel/products-tax")).toEqual(["bulk", "tax"]);
    expect(screenSectionsOf("/adminpanel/store-settings")).toEqual(["settings", "tax"]);
    expect(screenSectionsOf("/adminpanel/prices")).toEqual(["bulk", "products"]);
    expect(screenSectionsOf("/adminpanel/yaadi-summary")).toEqual(["reports"]);
    expect(screenSectionsOf("/adminpanel/make-yaadi")).toEqual(["makeYaadi", "yaadi"]);
    expect(screenSectionsOf("/adminpanel")).toEqual(["home", "settings"]);
    expect(screenSectionsOf("/adminpanel/forgot-password")).toEqual([]);
  });
});
