import { and, eq } from "drizzle-orm";
import { data, type MiddlewareFunction, redirect } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { isWriteKey, WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { encodeBase64Url } from "#app/domain/base64url";
import { adminOf } from "#app/server/admin/pipeline.server";
import { formOf } from "#app/server/request/form-body.server";
import { pagePathOf } from "#app/server/request/page-path.server";
import { idempotencyKeys } from "#db/schema/platform";
import { randomBytes, sha256Hex } from "../auth/crypto.server";

/*
 * Every admin write happens once (issue: a double tap on Add created two products). Each admin form carries a write
 * key, fresh with every load of the admin layout; a POST's identity is the shop, the URL and the whole form, key
 * included. The first such POST runs and its answer is kept; a repeat — a double tap, a retry on a flaky network, two
 * identical uploads at once — waits for the first and gets the same answer instead of writing again. Once the page
 * reloads its data (after every save), its forms carry a new key, so doing the same thing again on purpose is a new
 * write.
 */

export const WRITE_MESSAGES = {
  stalePage: "This page is out of date. Please reload it and try again.",
  stillSaving: "This is still being saved. Please wait a moment and check the list.",
} as const;

/** A fresh key for the forms of one page load (24 URL-safe characters). */
export const newWriteKey = () => encodeBase64Url(randomBytes(18));

const SCOPE = "admin-write";
/** A repeat waits up to 8 s for the first to finish (a 1,000-row sheet is written in well under that). */
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 80;
/** Data answers (a fetcher's result) are replayed as they were; bigger ones are not kept. */
const MAX_KEPT_BODY = 64 * 1024;
const FLASH_COOKIE = "yaadi_flash=";

type Answer =
  | { state: "pending" }
  | { state: "redirect"; status: number; location: string; cookies: string[] }
  | { state: "body"; status: number; contentType: string; body: string }
  /** A page was rendered: the repeat is sent to load the page afresh. */
  | { state: "reload" };

async function bytesDigest(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function fingerprint(url: URL, form: FormData): Promise<string> {
  const parts: [string, string][] = [];
  for (const [name, value] of form) {
    // A file counts by its bytes, so two uploads of one sheet are the same write whatever the multipart boundary.
    parts.push([
      name,
      typeof value === "string" ? value : `file:${value.type}:${value.size}:${await bytesDigest(value)}`,
    ]);
  }
  const path = pagePathOf(url);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  return sha256Hex(JSON.stringify([path, search.toString(), parts]));
}

async function keep(response: Response): Promise<Answer | null> {
  const { status } = response;
  if (status >= 300 && status < 400) {
    const cookies = response.headers.getSetCookie().filter((c) => c.startsWith(FLASH_COOKIE));
    return { state: "redirect", status, location: response.headers.get("Location") ?? ADMIN_HOME, cookies };
  }
  if (status < 200 || status >= 300) return null; // refused or failed: nothing was written, a retry may run again
  const contentType = response.headers.get("Content-Type") ?? "";
  if (contentType.includes("text/html")) return { state: "reload" };
  const body = await response.clone().text();
  return body.length <= MAX_KEPT_BODY ? { state: "body", status, contentType, body } : { state: "reload" };
}

function replay(answer: Exclude<Answer, { state: "pending" }>, url: URL): Response {
  if (answer.state === "redirect") {
    const headers = new Headers({ Location: answer.location });
    for (const cookie of answer.cookies) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: answer.status, headers });
  }
  if (answer.state === "body")
    return new Response(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType } });
  return redirect(`${pagePathOf(url)}${url.search}`);
}

/** Admin layout middleware, after signedInAdmin. */
export const writeOnce: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const { scope } = adminOf(context);
  const form = formOf(context);
  const writeKey = form.get(WRITE_KEY_FIELD);
  if (!isWriteKey(writeKey)) throw data({ error: WRITE_MESSAGES.stalePage }, { status: 400 });
  const url = new URL(request.url);
  const key = await fingerprint(url, form);
  const where = and(
    eq(idempotencyKeys.shopId, scope.shopId),
    eq(idempotencyKeys.scope, SCOPE),
    eq(idempotencyKeys.key, key),
  );

  for (let step = 0; step < WAIT_STEPS; step++) {
    const [reserved] = await scope.db
      .insert(idempotencyKeys)
      .values({ shopId: scope.shopId, scope: SCOPE, key, response: { state: "pending" } satisfies Answer })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved) {
      let answer: Answer | null = null;
      try {
        const response = await next();
        answer = await keep(response);
        return response;
      } finally {
        if (answer) await scope.db.update(idempotencyKeys).set({ response: answer }).where(where);
        else await scope.db.delete(idempotencyKeys).where(where);
      }
    }
    const [earlier] = await scope.db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(where)
      .limit(1);
    const answer = earlier?.response as Answer | undefined;
    if (answer && answer.state !== "pending") return replay(answer, url);
    // Still running (or just released after a refusal): wait, then look again or take the write over.
    if (answer) await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw data({ error: WRITE_MESSAGES.stillSaving }, { status: 409 });
};
