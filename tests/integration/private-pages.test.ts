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
});
