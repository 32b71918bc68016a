import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXPORT_KEEP_DAYS, EXPORT_MESSAGES } from "#app/domain/reports/exports";
import { reportExports } from "#db/schema/exports";
import { runHousekeeping } from "#workers/jobs/housekeeping";
import { handleQueue } from "#workers/jobs/queue";
import { runExport } from "#workers/jobs/report-export";
import { asAdminOf, db } from "./helpers";
import { line, order } from "./order-helpers";
import { adminHtml, asha, csvText, type ReportShop, ravi, reportShop, today } from "./report-fixtures";
import { get } from "./route-harness";

/*
 * A download whose range holds more yaadies than EXPORT_INLINE_LIMIT is made by the Queue and kept in R2: the file is
 * byte for byte what the same download gives at once, its screen shows the progress, and only its shop can read it.
 * The limit is lowered to 2 here, so five orders make a long range. The Queue's messages are kept and delivered by the
 * test to the real consumer, so each step is seen in order (the local Queue would deliver them within a second).
 */

let fixture: ReportShop;
let token: string;
let queued: unknown[];
const setting = env.EXPORT_INLINE_LIMIT;
const queue = env.JOBS;

beforeEach(async () => {
  env.EXPORT_INLINE_LIMIT = "2";
  queued = [];
  env.JOBS = { send: async (body: unknown) => void queued.push(body) } as unknown as Queue;
  fixture = await reportShop();
  token = fixture.token;
  const { shop, sugar, tomato } = fixture;
  for (const [i, who] of [asha, ravi, asha, ravi, asha].entries()) {
    expect(
      (await order([line(sugar, 1000 * (i + 1)), line(tomato, 250 * (i + 1))], { customer: who }, shop.url)).status,
    ).toBe(201);
  }
});

afterEach(() => {
  env.EXPORT_INLINE_LIMIT = setting;
  env.JOBS = queue;
});

const exportOf = async (id: number) => (await db().select().from(reportExports).where(eq(reportExports.id, id)))[0]!;
const idOf = (location: string | null) => Number(/^\/adminpanel\/exports\/(\d+)$/.exec(location ?? "")?.[1]);

async function deliver(exportId: number, workerEnv: Env = env, attempts = 1) {
  const batch = createMessageBatch("yaadi-jobs", [
    { id: `export-${exportId}-${attempts}`, timestamp: new Date(), attempts, body: { type: "export", exportId } },
  ]);
  await handleQueue(batch, workerEnv);
  return getQueueResult(batch, createExecutionContext());
}

/** What the same download gives at once, with the limit raised. */
async function inline(path: string) {
  env.EXPORT_INLINE_LIMIT = "100";
  try {
    const response = await get(path, { token });
    expect(response.status).toBe(200);
    return csvText(response);
  } finally {
    env.EXPORT_INLINE_LIMIT = "2";
  }
}

describe("background report files", () => {
  it("sends a long Yaadi Summary to the Queue, shows its progress, then gives the same file as a short one", async () => {
    const path = `/adminpanel/yaadi-summary.csv?day=today`;
    const link = await get(path, { token });
    expect(link.status).toBe(303);
    const id = idOf(link.headers.get("Location"));
    // The download button asks for JSON; a second ask while it is made is the same file, not a second job.
    const button = await get(path, { token, headers: { Accept: "text/csv, application/json" } });
    expect([button.status, await button.json()]).toEqual([202, { location: `/adminpanel/exports/${id}` }]);
    expect(queued.filter((m) => (m as { type: string }).type === "export")).toEqual([
      { type: "export", exportId: id, cell: 0 },
    ]);

    const waiting = await adminHtml(token, `/adminpanel/exports/${id}`);
    expect(waiting.text).toContain(`Yaadi Summary ${today()}.csv`);
    expect(waiting.text).toContain("Waiting to start…");
    expect(waiting.text).toContain(EXPORT_MESSAGES.preparing);
    expect((await get(`/adminpanel/exports/${id}/file`, { token })).status).toBe(404);

    expect((await deliver(id)).explicitAcks).toEqual([`export-${id}-1`]);
    const done = await exportOf(id);
    expect([done.status, done.doneYaadies, done.totalYaadies]).toEqual(["done", 5, 5]);
    const ready = await adminHtml(token, `/adminpanel/exports/${id}`);
    expect(ready.text).toContain(EXPORT_MESSAGES.ready);
    expect(ready.text).toContain(`href="/adminpanel/exports/${id}/file"`);

    const file = await get(`/adminpanel/exports/${id}/file`, { token });
    expect(file.headers.get("Content-Disposition")).toContain(`filename="Yaadi Summary ${today()}.csv"`);
    const text = await csvText(file);
    expect(text.split("\r\n")).toHaveLength(7); // header, five yaadies, the last line end
    expect(text).toBe(await inline(path));
    // Delivered again (at least once), a finished file is left alone.
    expect((await deliver(id, env, 2)).explicitAcks).toEqual([`export-${id}-2`]);
    expect((await exportOf(id)).fileKey).toBe(done.fileKey);
  });

  it("writes All Yaadies and challans a few yaadies at a time, S.No. counting within each yaadi, as a short download would", async () => {
    for (const kind of ["yaadies", "challans"]) {
      const path = `/adminpanel/all-yaadies.csv?kind=${kind}&day=today`;
      const id = idOf((await get(path, { token })).headers.get("Location"));
      await runExport(env, { exportId: id, cell: 0 }, 2); // parts of 2, 2 and 1 yaadies
      expect((await exportOf(id)).doneYaadies).toBe(5);
      const text = await csvText(await get(`/adminpanel/exports/${id}/file`, { token }));
      expect(text.split("\r\n")).toHaveLength(12); // header, two lines of each of five yaadies, the last line end
      expect(text).toBe(await inline(path));
    }
  });

  it("keeps each shop's files to itself", async () => {
    const id = idOf((await get(`/adminpanel/yaadi-summary.csv?day=today`, { token })).headers.get("Location"));
    await deliver(id);
    const other = await reportShop();
    expect((await get(`/adminpanel/exports/${id}`, { token: other.token })).status).toBe(404);
    expect((await get(`/adminpanel/exports/${id}/file`, { token: other.token })).status).toBe(404);
    expect((await get(`/adminpanel/exports/${id}/file`)).status).toBe(302); // signed out: the sign-in page
    const key = (await exportOf(id)).fileKey!;
    expect(key).toMatch(new RegExp(`^exports/shops/${fixture.shop.id}/${id}/`));
    expect((await get(`/files/${key}`)).status).toBe(404); // never through the public files route
    expect((await asAdminOf(fixture.shop)).token).toBeTruthy();
  });

  it("tries a failed file again, and says so on its screen after the last try", async () => {
    const id = idOf((await get(`/adminpanel/yaadi-summary.csv?day=today`, { token })).headers.get("Location"));
    const failing = {
      ...env,
      FILES: { createMultipartUpload: () => Promise.reject(new Error("R2 unavailable")) },
    } as unknown as Env;
    const first = await deliver(id, failing, 1);
    expect(first.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual([`export-${id}-1`]);
    expect((await exportOf(id)).status).toBe("queued");
    const last = await deliver(id, failing, 6);
    expect(last.explicitAcks).toEqual([`export-${id}-6`]);
    expect((await exportOf(id)).status).toBe("failed");
    expect((await adminHtml(token, `/adminpanel/exports/${id}`)).text).toContain(EXPORT_MESSAGES.failed);
    // Asked again, the download starts a new file.
    const again = idOf((await get(`/adminpanel/yaadi-summary.csv?day=today`, { token })).headers.get("Location"));
    expect(again).not.toBe(id);
  });

  it("removes a file and its record once it is past its keeping time", async () => {
    const id = idOf((await get(`/adminpanel/yaadi-summary.csv?day=today`, { token })).headers.get("Location"));
    await deliver(id);
    const key = (await exportOf(id)).fileKey!;
    expect(await env.FILES.head(key)).not.toBeNull();
    await runHousekeeping(env, Date.now() + (EXPORT_KEEP_DAYS - 1) * 86_400_000);
    expect(await env.FILES.head(key)).not.toBeNull();
    await runHousekeeping(env, Date.now() + (EXPORT_KEEP_DAYS + 1) * 86_400_000);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await db().select().from(reportExports).where(eq(reportExports.id, id))).toEqual([]);
  });

  it("answers a short range at once", async () => {
    env.EXPORT_INLINE_LIMIT = "5";
    const response = await get(`/adminpanel/yaadi-summary.csv?day=today`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  });
});
