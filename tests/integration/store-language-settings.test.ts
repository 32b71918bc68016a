import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readStoreSettings } from "#app/server/admin/settings.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db } from "./helpers";
import { postForm } from "./route-harness";

/* Store Settings' Store language and Digits (docs/decisions/0028): saved for this shop only, bad choices refused. */

const SETTINGS = { colorScheme: "green", languageChoice: "1", plan: "0" };

describe("Store language and Digits in Store Settings", () => {
  it("saves the shop's language and digits, and the store then opens in them", async () => {
    const [shop, other] = [await createTestShop(), await createTestShop()];
    const { token } = await asAdminOf(shop);
    const saved = await postForm(
      "/adminpanel/store-settings",
      { ...SETTINGS, storeLanguage: "mr", digits: "deva" },
      { token },
    );
    expect(saved.status).toBe(302);
    expect(await readStoreSettings(bindToShop(db(), shop.id))).toMatchObject({ storeLanguage: "mr", digits: "deva" });
    const [untouched] = await db().select().from(shops).where(eq(shops.id, other.id));
    expect([untouched!.language, untouched!.digits]).toEqual(["en", "latn"]);
  });

  it("refuses a language or digits it does not offer with a message, and changes nothing", async () => {
    const shop = await createTestShop();
    const { token } = await asAdminOf(shop);
    const before = await readStoreSettings(bindToShop(db(), shop.id));
    for (const [field, value, message] of [
      ["storeLanguage", "fr", "Store language is required"],
      ["storeLanguage", "<b>mr</b>", "Store language is required"],
      ["digits", "roman", "Digits are required"],
    ] as const) {
      const refused = await postForm("/adminpanel/store-settings", { ...SETTINGS, [field]: value }, { token });
      expect(refused.status, value).toBe(400);
      expect(await refused.text(), value).toContain(message);
    }
    expect(await readStoreSettings(bindToShop(db(), shop.id))).toEqual(before);
  });
});
