import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerEntries } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, countRows, db } from "./helpers";

/* POST /api/v1/stores/{segment}/customer-entries: the storefront's customer form (spec 1 §7; the visits report). */
const visitor = asAnonymous();
const post = (segment: string, body: unknown) =>
  visitor(`/api/v1/stores/${segment}/customer-entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const asha = { name: "Asha Deshpande", whatsApp: "9876543210", address: "12, Shivaji Nagar, Pune" };

beforeAll(() => seed(db(), { localCredentials: true }));

describe("customer entries", () => {
  it("records a visit for the store of the link, trimmed", async () => {
    const response = await post("demoveggiestore_ramesh", {
      name: "  Asha Deshpande ",
      whatsApp: asha.whatsApp,
      address: asha.address,
    });
    expect(response.status).toBe(204);
    const [veggie] = await db().select().from(shops).where(eq(shops.url, "demoveggiestore"));
    const rows = await db().select().from(customerEntries).where(eq(customerEntries.shopId, veggie!.id));
    expect(rows.map((r) => [r.name, r.whatsApp, r.address])).toContainEqual([asha.name, asha.whatsApp, asha.address]);
  });

  it("answers bad details with the form's message and writes nothing", async () => {
    const before = await countRows(customerEntries);
    for (const [body, message] of [
      [{ ...asha, name: "Asha" }, "Min 6 characters required"],
      [{ ...asha, whatsApp: "98765" }, "Min 10 digits required"],
      [{ ...asha, whatsApp: "98765abcde" }, "Enter only digits"],
      [{ ...asha, address: "Pune" }, "Min 10 characters required"],
      [{ whatsApp: asha.whatsApp, address: asha.address }, "Name is required"],
    ] as const) {
      const response = await post("demoveggiestore", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect((await post("demoveggiestore", "{not json")).status).toBe(400);
    expect(await countRows(customerEntries)).toBe(before);
  });

  it("refuses unknown stores and master catalogues", async () => {
    for (const segment of ["nosuchshop", "demoveggiestore_nobody", "masterveggies"]) {
      expect((await post(segment, asha)).status, segment).toBe(404);
    }
  });
});
