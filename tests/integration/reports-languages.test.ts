import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { DATES_MESSAGE } from "#app/domain/reports/report-range";
import { panelSay } from "#app/i18n/panel/say";
import { admins } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { db, type TestShop } from "./helpers";
import { reportShopForEachTest } from "./report-fixtures";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";

/*
 * What the report screens' servers say, in the admin's own language (docs/decisions/0028): the Yaadi Summary's flash
 * after a row action, its refusal of a move the rules forbid, and a download's refusal (the download button's alert).
 */

let shop: TestShop;
let token: string;
const { twoOrders } = reportShopForEachTest((fixture) => {
  ({ shop, token } = fixture);
});

const SUMMARY = "/adminpanel/yaadi-summary?day=today";

async function readIn(locale: "mr" | "hi") {
  await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
}

describe.each(["mr", "hi"] as const)("the reports in %s", (locale) => {
  const t = panelTexts(locale);
  const say = panelSay(t);

  it("flashes a row action's result in the admin's language, not in English", async () => {
    const [first, second] = await twoOrders();
    await readIn(locale);
    const moved = await postForm(
      SUMMARY,
      { intent: "status", id: String(first.yaadiId), status: "accepted" },
      { token },
    );
    expect(moved.status).toBe(302);
    const page = await (
      await get(moved.headers.get("Location")!, { token, cookie: moved.headers.get("Set-Cookie")!.split(";")[0] })
    ).text();
    expect(page).toContain(t.yaadi.done.moved(first.yaadiId, t.yaadi.statuses.accepted));
    expect(page).not.toContain(`Yaadi no. ${first.yaadiId} is now`);

    const deleted = await postForm(SUMMARY, { intent: "delete", id: String(second.yaadiId) }, { token });
    const after = await (
      await get(deleted.headers.get("Location")!, { token, cookie: deleted.headers.get("Set-Cookie")!.split(";")[0] })
    ).text();
    expect(after).toContain(t.yaadi.done.deleted(second.yaadiId));
    expect(after).not.toContain("deleted successfully");
  });

  it("refuses a move the rules forbid, and a download of wrong dates, in the admin's language", async () => {
    const [first] = await twoOrders();
    await readIn(locale);
    await postForm(SUMMARY, { intent: "delete", id: String(first.yaadiId) }, { token });
    // A second delete, as the row's button sends it (the data URL): 409 and the refusal the button shows.
    const again = await postForm(dataUrl(SUMMARY), { intent: "delete", id: String(first.yaadiId) }, { token });
    expect(again.status).toBe(409);
    const refusal = JSON.stringify(await dataResponse(again));
    expect(refusal).toContain(say(YAADI_REPORT_MESSAGES.statusRefused));
    expect(say(YAADI_REPORT_MESSAGES.statusRefused)).not.toBe(YAADI_REPORT_MESSAGES.statusRefused);

    const csv = await get("/adminpanel/yaadi-summary.csv?day=between&from=x&to=y", { token });
    expect(csv.status).toBe(400);
    expect(await csv.text()).toBe(t.reports.said[DATES_MESSAGE]);
  });
});
