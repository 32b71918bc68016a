import { describe, expect, it } from "vitest";
import { asAnonymous } from "./helpers";

/*
 * Answers that belong to one person are never stored by a browser's back-forward cache, a proxy or an edge cache:
 * admin and owner screens (documents and their .data requests), a customer's order page, the API's answers.
 */

const visit = asAnonymous();

describe("Cache-Control on private answers", () => {
  it.each([
    "/adminpanel",
    "/adminpanel.data",
    "/adminpanel/products",
    "/adminpanel/products.data",
    "/adminpanel/customers.csv",
    "/owner",
    "/owner/home",
    "/yaadilist/0000aaaaaaaaaaaa0101_demoveggiestore",
    "/yaadilist/0000aaaaaaaaaaaa0101_demoveggiestore.data",
    "/api/v1/health",
  ])("%s is private, no-store", async (path) => {
    const response = await visit(path);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it.each(["/", "/start", "/favicon.svg"])("%s is not marked private", async (path) => {
    const response = await visit(path);
    expect(response.headers.get("Cache-Control") ?? "").not.toContain("private");
  });

  // React Router matches any letter case and decodes the path: a section spelt another way is the same screen.
  it.each([
    ["/AdminPanel/products", "/adminpanel/products"],
    ["/ADMINPANEL.data", "/adminpanel.data"],
    ["/%61dminpanel/products?x=1", "/adminpanel/products?x=1"],
    ["/Owner/shops", "/owner/shops"],
    ["/YaadiList/0000aaaaaaaaaaaa0101_demoveggiestore", "/yaadilist/0000aaaaaaaaaaaa0101_demoveggiestore"],
    ["/API/v1/health", "/api/v1/health"],
  ])("%s is private, no-store, and sent to its one spelling %s", async (path, canonical) => {
    const response = await visit(path);
    expect([response.status, response.headers.get("Location")]).toEqual([301, canonical]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await visit(canonical)).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps a form post to another spelling a post (308), private too", async () => {
    const response = await visit("/AdminPanel", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect([response.status, response.headers.get("Location")]).toEqual([308, "/adminpanel"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
