import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findOutboxMail, outboxInsert } from "#app/server/mail/outbox.server";
import { devMail } from "#workers/dev-mail";
import { handleQueue } from "#workers/jobs/queue";
import { db, uniqueSuffix } from "./helpers";

/*
 * E-mail bodies (first passwords) are kept only until a real transport has sent them; a production Worker never falls
 * back to the local mailbox. The tests run with the development settings (vitest.integration.config.ts), so the
 * production cases pass an env of their own.
 */

const production = { ...env, ENVIRONMENT: "production", ROOT_DOMAIN: "yaadi.in" };
const httpMail = {
  ...production,
  MAIL_TRANSPORT: "http",
  MAIL_API_URL: "https://mail.example/v1/send",
  MAIL_API_KEY: "test-key",
};

async function queuedMail(sensitive: boolean) {
  const to = `mail-${uniqueSuffix()}@example.in`;
  const [row] = await outboxInsert(db(), {
    to,
    subject: "Your Yaadi store is ready",
    text: "Password: abcdefgh23",
    sensitive,
  });
  return row!.id;
}

async function deliver(outboxId: number, workerEnv: Env, attempts = 1) {
  const batch = createMessageBatch("yaadi-jobs", [
    { id: `m-${outboxId}`, timestamp: new Date(), attempts, body: { type: "email", outboxId } },
  ]);
  const ctx = createExecutionContext();
  await handleQueue(batch, workerEnv);
  return getQueueResult(batch, ctx);
}

/** The e-mail API's answers: `status` for every call; what was posted is recorded. */
function fakeMailApi(status: number) {
  const posted: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    posted.push(JSON.parse(String(init.body)));
    return new Response(null, { status });
  });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("bodies at rest", () => {
  it.each([true, false])(
    "erases the body once a real transport has sent it (sensitive: %s), keeping recipient, subject and time",
    async (sensitive) => {
      const posted = fakeMailApi(202);
      const id = await queuedMail(sensitive);
      const before = (await findOutboxMail(db(), id))!;
      expect(await deliver(id, httpMail)).toMatchObject({ explicitAcks: [`m-${id}`], retryMessages: [] });
      expect(posted).toEqual([
        { from: env.MAIL_FROM, to: before.toAddress, subject: before.subject, text: "Password: abcdefgh23" },
      ]);
      const after = (await findOutboxMail(db(), id))!;
      expect(after).toMatchObject({
        status: "sent",
        transport: "http",
        toAddress: before.toAddress,
        subject: before.subject,
        bodyText: "",
      });
      expect(after.sentAt).toBeInstanceOf(Date);
    },
  );

  it("keeps the body for the next try while sending fails, and erases it when the last try fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeMailApi(500);
    const id = await queuedMail(true);
    expect((await deliver(id, httpMail, 1)).retryMessages).toHaveLength(1);
    expect(await findOutboxMail(db(), id)).toMatchObject({
      status: "queued",
      bodyText: "Password: abcdefgh23",
      attempts: 1,
    });
    expect((await deliver(id, httpMail, 6)).explicitAcks).toEqual([`m-${id}`]);
    expect(await findOutboxMail(db(), id)).toMatchObject({
      status: "failed",
      bodyText: "",
      attempts: 2,
      lastError: "E-mail API answered 500",
    });
  });

  it("keeps the body in development's local mailbox: there the outbox is the delivery", async () => {
    const id = await queuedMail(true);
    expect(env.ENVIRONMENT).toBe("development");
    await deliver(id, env);
    expect(await findOutboxMail(db(), id)).toMatchObject({
      status: "sent",
      transport: "outbox",
      bodyText: "Password: abcdefgh23",
    });
  });
});

describe("a production Worker without its mail settings", () => {
  it.each([
    ["the local mailbox", { MAIL_TRANSPORT: "outbox" }, /outbox.*development/],
    ["an unknown transport", { MAIL_TRANSPORT: "smtp" }, /Unknown MAIL_TRANSPORT "smtp"/],
    ["http without its URL and key", { MAIL_TRANSPORT: "http" }, /MAIL_API_URL and MAIL_API_KEY/],
    ["binding without SEND_EMAIL", { MAIL_TRANSPORT: "binding" }, /SEND_EMAIL/],
  ])(
    "refuses to send through %s: the job is retried, the error logged, nothing marked sent",
    async (_what, settings, error) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const id = await queuedMail(true);
      const result = await deliver(id, {
        ...production,
        MAIL_API_URL: undefined,
        MAIL_API_KEY: undefined,
        SEND_EMAIL: undefined,
        ...settings,
      });
      expect(result.retryMessages).toHaveLength(1);
      expect(result.explicitAcks).toEqual([]);
      const row = (await findOutboxMail(db(), id))!;
      expect(row).toMatchObject({ status: "queued", transport: null, bodyText: "Password: abcdefgh23" });
      expect(row.lastError).toMatch(error);
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls[0]![0])).toContain(`e-mail ${id}`);
    },
  );
});

describe("the local mailbox page", () => {
  it("shows bodies in development and does not exist in production", async () => {
    const id = await queuedMail(true);
    await deliver(id, env);
    const local = await devMail.request("/mail", {}, env);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain("Password: abcdefgh23");
    const live = await devMail.request("/mail", {}, { ...production, MAIL_TRANSPORT: "outbox" });
    expect(live.status).toBe(404);
    expect(await live.text()).not.toContain("Password");
  });
});
