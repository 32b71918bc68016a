import { describe, expect, it } from "vitest";
import { verifyPassword } from "#app/server/auth/password.server";
import { dealers } from "#db/schema/customers";
import { csvText, flashOf, refusal, setShop } from "./admin-answers";
import { dealerShopsForEachTest, dealersOf, ramesh } from "./dealer-fixtures";
import { db, type TestShop } from "./helpers";
import { get } from "./route-harness";

/*
 * The shop admin's Dealers screens (spec 3 §2 "Dealers", §4 "Panels", §5 "Dealer", §8) through the whole Worker with a
 * real admin session: the dealer-facility lock on every screen, post and the CSV; add, update and delete with the
 * spec's texts; the password kept only as a hash; refusals that change nothing; another shop's dealers answering 404;
 * the CSV. Links that are taken and a dealer's link in the store are in admin-dealer-links.test.ts.
 */

const FACILITY_OFF = "This Facility is for Managing dealers. You have not opted for it.";
const PREMIUM_ONLY = "This feature is available in Premium version !";
const CSV_HEADER = "\uFEFFName,WhatsApp No.,Link,Date Added\r\n";

let a: TestShop;
let b: TestShop;
let token: string;

const { post, addRamesh } = dealerShopsForEachTest((shops) => {
  ({ a, b, token } = shops);
});

describe("the dealer facility lock", () => {
  it("without the facility every screen shows only the notice, and every post and the CSV answer 403 and change nothing", async () => {
    const [mine] = await db()
      .insert(dealers)
      .values({ shopId: a.id, name: "Anand Joshi", whatsApp: "9000000021", link: "anand" })
      .returning();
    await setShop(a, { dealerFacility: 0 });
    for (const path of [
      "/adminpanel/dealers",
      "/adminpanel/dealers/new",
      `/adminpanel/dealers/${mine!.id}`,
      "/adminpanel/dealers/999999",
    ]) {
      const response = await get(path, { token });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(FACILITY_OFF);
      expect(html, path).not.toContain("Anand Joshi");
      expect(html, path).not.toContain('name="link"');
    }
    const before = await dealersOf(a);
    const posts = [
      await post("/adminpanel/dealers/new", ramesh),
      await post(`/adminpanel/dealers/${mine!.id}`, { ...ramesh, link: "anand" }),
      await post(`/adminpanel/dealers/${mine!.id}`, { intent: "delete", id: String(mine!.id) }),
      await post("/adminpanel/dealers", { intent: "delete", id: String(mine!.id) }),
    ];
    for (const response of posts) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(FACILITY_OFF);
    }
    const csv = await get("/adminpanel/dealers.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([403, FACILITY_OFF]);
    expect(await dealersOf(a)).toEqual(before);
  });
});

describe("add, update and delete", () => {
  it("ADD stays on ADD with 'Dealer {name} added successfully.', stores the link lowercase and only a hash of the password", async () => {
    const { response, row } = await addRamesh({ link: "Ramesh" });
    expect(response.headers.get("Location")).toBe("/adminpanel/dealers/new");
    expect(flashOf(response)).toMatchObject({
      tone: "success",
      text: "Dealer Ramesh Patil added successfully.",
      changedIds: [row.id],
    });
    expect(row).toMatchObject({ name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh" });
    expect(row.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(row.passwordHash).not.toContain("1234");
    expect(await verifyPassword("1234", row.passwordHash!)).toBe(true);

    // The list and the form show the dealer, never the password or its hash.
    for (const path of ["/adminpanel/dealers", `/adminpanel/dealers/${row.id}`]) {
      const html = await (await get(path, { token })).text();
      expect(html).toContain("Ramesh Patil");
      expect(html).not.toContain(row.passwordHash!);
      expect(html).not.toContain("pbkdf2");
    }
    expect(await (await get("/adminpanel/dealers", { token })).text()).toContain(`http://localhost/${a.url}_ramesh`);
  });

  it("UPDATE returns to LIST with 'Dealer updated successfully'; an empty password keeps the hash, a new one replaces it", async () => {
    const { row } = await addRamesh();
    const updated = await post(`/adminpanel/dealers/${row.id}`, {
      name: "Ramesh Kulkarni",
      whatsApp: "9000000012",
      link: "rameshk",
      password: "",
    });
    expect(updated.status).toBe(302);
    expect(updated.headers.get("Location")).toBe("/adminpanel/dealers");
    expect(flashOf(updated)).toMatchObject({
      tone: "success",
      text: "Dealer updated successfully",
      changedIds: [row.id],
    });
    const [kept] = await dealersOf(a);
    expect(kept).toMatchObject({
      name: "Ramesh Kulkarni",
      whatsApp: "9000000012",
      link: "rameshk",
      passwordHash: row.passwordHash,
    });

    expect(
      (
        await post(`/adminpanel/dealers/${row.id}`, {
          name: "Ramesh Kulkarni",
          whatsApp: "9000000012",
          link: "rameshk",
          password: "987654",
        })
      ).status,
    ).toBe(302);
    const [changed] = await dealersOf(a);
    expect(changed!.passwordHash).not.toBe(row.passwordHash);
    expect(await verifyPassword("987654", changed!.passwordHash!)).toBe(true);
  });

  it("DELETE from the list and from the UPDATE screen says \"Dealer '{name}' deleted successfully\"", async () => {
    const { row: first } = await addRamesh();
    const { row: second } = await addRamesh({ name: "Anand Joshi", link: "anand" });
    const fromList = await post("/adminpanel/dealers", { intent: "delete", id: String(first.id) });
    expect([fromList.status, fromList.headers.get("Location"), flashOf(fromList).text]).toEqual([
      302,
      "/adminpanel/dealers",
      "Dealer 'Ramesh Patil' deleted successfully",
    ]);
    const fromEdit = await post(`/adminpanel/dealers/${second.id}`, { intent: "delete", id: String(second.id) });
    expect([fromEdit.status, fromEdit.headers.get("Location"), flashOf(fromEdit).text]).toEqual([
      302,
      "/adminpanel/dealers",
      "Dealer 'Anand Joshi' deleted successfully",
    ]);
    expect(await dealersOf(a)).toEqual([]);
  });

  it("bad input is answered with the form's message, the password is not sent back, and nothing changes", async () => {
    const { row } = await addRamesh();
    const before = await dealersOf(a);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...ramesh, link: "other", name: "Ravi" }, "Min 5 characters required"],
      [{ ...ramesh, link: "other", whatsApp: "98765" }, "Min 10 digits required"],
      [{ ...ramesh, link: "other", whatsApp: "98765-4321" }, "Enter only digits"],
      [{ ...ramesh, link: "ram esh" }, "space is not allowed"],
      [{ ...ramesh, link: "ramesh-p" }, "Symbols other than underscore (_) are not allowed, you have used -"],
      [{ ...ramesh, link: "12345" }, "Only digits are not allowed, use some alphabets also"],
      [{ ...ramesh, link: "x".repeat(21) }, "Maximum 20 characters allowed"],
      [{ ...ramesh, link: "other", password: "12ab" }, "Enter only digits"],
      [{ ...ramesh, link: "other", password: "12345678901" }, "Maximum 10 digits allowed"],
      [{ ...ramesh, link: "other", password: "" }, "Password is required"],
      [{ name: "Ravi Kulkarni", whatsApp: "9000000013", password: "1234" }, "Link is required"],
    ];
    for (const [fields, message] of cases) {
      const added = await refusal(await post("/adminpanel/dealers/new", fields), "routes/admin/dealers/new");
      expect([added.status, added.answer?.error], message).toEqual([400, message]);
      expect(added.answer?.values?.password, message).toBe("");
      if (fields.password) expect(added.html, message).not.toContain(`"${fields.password}"`);
    }
    // On UPDATE the same rules, except that an empty password is allowed (it keeps the stored one).
    const update = await refusal(
      await post(`/adminpanel/dealers/${row.id}`, { ...ramesh, password: "12" }),
      "routes/admin/dealers/edit",
    );
    expect([update.status, update.answer?.error]).toEqual([400, "Min 4 digits required"]);
    expect(await dealersOf(a)).toEqual(before);
  });
});

describe("another shop's dealers", () => {
  it("answer 404 on every screen and post, and stay as they were", async () => {
    const [theirs] = await db()
      .insert(dealers)
      .values({ shopId: b.id, name: "B Dealer Name", whatsApp: "9000000031", link: "bdealer" })
      .returning();
    const id = String(theirs!.id);
    expect((await get(`/adminpanel/dealers/${id}`, { token })).status).toBe(404);
    expect((await post(`/adminpanel/dealers/${id}`, { ...ramesh, password: "" })).status).toBe(404);
    expect((await post(`/adminpanel/dealers/${id}`, { intent: "delete", id })).status).toBe(404);
    expect((await post("/adminpanel/dealers", { intent: "delete", id })).status).toBe(404);
    const list = await (await get("/adminpanel/dealers", { token })).text();
    expect(list).toContain("NO DEALERS");
    expect(list).not.toContain("B Dealer Name");
    expect(await dealersOf(b)).toEqual([theirs]);
  });
});

describe("the CSV", () => {
  /** The CSV as downloaded, byte-order mark included (Response.text() would drop it). */

  it("a premium shop downloads 'Dealers.csv' with the full links; an empty list answers 'No Data'", async () => {
    const empty = await get("/adminpanel/dealers.csv", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "No Data"]);
    await addRamesh();
    const csv = await get("/adminpanel/dealers.csv", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toContain('filename="Dealers.csv"');
    const text = await csvText(csv);
    expect(text.startsWith(CSV_HEADER)).toBe(true);
    expect(text).toMatch(
      new RegExp(
        `^Ramesh Patil,"=""9000000011""",http://localhost/${a.url}_ramesh,\\d{1,2}/\\d{1,2}/20\\d\\d\\r\\n$`,
        "m",
      ),
    );
    expect(text).not.toContain("pbkdf2");
    // The list offers the download on a premium shop only.
    expect(await (await get("/adminpanel/dealers", { token })).text()).toContain("Download Cutsomer Information");
  });

  it("a basic shop has no download button, and the CSV answers 403 with the premium notice", async () => {
    await addRamesh();
    await setShop(a, { versionTypeId: 1 });
    const csv = await get("/adminpanel/dealers.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([403, PREMIUM_ONLY]);
    const list = await (await get("/adminpanel/dealers", { token })).text();
    expect(list).toContain("Ramesh Patil");
    expect(list).not.toContain("Download Cutsomer Information");
  });
});
