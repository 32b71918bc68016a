import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMITS, FORM_BODY_MESSAGES, readFormBody } from "#app/server/request/form-body.server";

/** What readFormBody throws: React Router's data() with the answer's status. */
async function refusal(request: Request): Promise<{ status: number; error: string }> {
  try {
    await readFormBody(request);
  } catch (thrown) {
    const { data, init } = thrown as { data: { error: string }; init: { status: number } };
    return { status: init.status, error: data.error };
  }
  throw new Error("expected a refusal");
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("https://yaadi.in/adminpanel/products/new", { method: "POST", body, headers });

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    const urlencoded = await readFormBody(
      post("name=Tomato&rating=5", { "Content-Type": "application/x-www-form-urlencoded" }),
    );
    expect(urlencoded.get("name")).toBe("Tomato");
    const multipart = new FormData();
    multipart.set("sheet", new File(["ID,Name"], "a.csv", { type: "text/csv" }));
    const read = await readFormBody(post(multipart));
    expect(await (read.get("sheet") as File).text()).toBe("ID,Name");
  });

  it("reads an empty body as an empty form, whatever its type", async () => {
    expect([...(await readFormBody(post(null)))]).toEqual([]);
    expect([...(await readFormBody(post("", { "Content-Type": "application/json" })))]).toEqual([]);
  });

  it("refuses another Content-Type with 415", async () => {
    expect(await refusal(post('{"name":"x"}', { "Content-Type": "application/json" }))).toEqual({
      status: 415,
      error: FORM_BODY_MESSAGES.wrongType,
    });
    expect(await refusal(post("name=x", { "Content-Type": "text/plain" }))).toEqual({
      status: 415,
      error: FORM_BODY_MESSAGES.wrongType,
    });
  });

  it("refuses a truncated or malformed multipart body with 400", async () => {
    const truncated = '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb';
    expect(await refusal(post(truncated, { "Content-Type": "multipart/form-data; boundary=xx" }))).toEqual({
      status: 400,
      error: FORM_BODY_MESSAGES.unreadable,
    });
    expect(await refusal(post("no boundary here", { "Content-Type": "multipart/form-data" }))).toEqual({
      status: 400,
      error: FORM_BODY_MESSAGES.unreadable,
    });
  });

  it("refuses an oversize body with 413, by its declared length or by what arrives", async () => {
    const declared = post("a=1", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(FORM_BODY_LIMITS.urlencoded + 1),
    });
    expect(await refusal(declared)).toEqual({ status: 413, error: FORM_BODY_MESSAGES.tooLarge });
    const big = `a=${"x".repeat(FORM_BODY_LIMITS.urlencoded)}`;
    expect(await refusal(post(big, { "Content-Type": "application/x-www-form-urlencoded" }))).toEqual({
      status: 413,
      error: FORM_BODY_MESSAGES.tooLarge,
    });
  });
});
