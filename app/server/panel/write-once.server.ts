import { and, eq } from "drizzle-orm";
import { data, type MiddlewareFunction, redirect } from "react-router";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { isWriteKey, WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { encodeBase64Url } from "#app/domain/base64url";
import { adminOf } from "#app/server/admin/pipeline.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { formOf } from "#app/server/request/form-body.server";
import { pagePathOf } from "#app/server/request/page-path.server";
import { idempotencyKeys, ownerWriteKeys } from "#db/schema/platform";
import { randomBytes, sha256Hex } from "../auth/crypto.server";
import type { Db } from "../db.server";

/*
 * Every admin write happens once (issue: a double tap on Add created two products). Each admin form carries a write
 * key, fresh with every load of the admin layout; a POST's identity is the shop, the URL and the whole form, key
 * included. The first such POST runs and its answer is kept; a repeat — a double tap, a retry on a flaky network, two
 * identical uploads at once — waits for the first and gets the same answer instead of writing again. Once the page
 * reloads its data (after every save), its forms carry a new key, so doing the same thing again on purpose is a new
 * write. The platform owner's back office runs the same way (its keys per owner, in owner_write_keys): an add used to
 * rely on a unique constraint to refuse its repeat, and a change or a confirmation ran twice.
 */

export const WRITE_MESSAGES = {
  stalePage: "This page is out of date. Please reload it and try again.",
  stillSaving: "This is still being saved. Please wait a moment and check the list.",
} as const;

/** A fresh key for the forms of one page load (24 URL-safe characters). */
export const newWriteKey = () => encodeBase64Url(randomBytes(18));

const SCOPE = "admin-write";
/** Where a kept redirect without a Location goes in the back office. */
const OWNER_HOME = "/owner/home";
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

async function keep(response: Response, home: string): Promise<Answer | null> {
  const { status } = response;
  if (status >= 300 && status < 400) {
    const cookies = response.headers.getSetCookie().filter((c) => c.startsWith(FLASH_COOKIE));
    return { state: "redirect", status, location: response.headers.get("Location") ?? home, cookies };
  }
  if (status < 200 || status >= 300) return null; // refused or failed: nothing was written, a retry may run again
  const contentType = response.headers.get("Content-Type") ?? "";
  // A page, or an answer that is never to be kept (a one-time password shown once): the repeat reloads the page.
  const once = (response.headers.get("Cache-Control") ?? "").includes("no-store");
  if (contentType.includes("text/html") || once) return { state: "reload" };
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

/** Where one panel keeps its answers: reserve a key, read it back, keep the answer, or let it go. */
type KeyStore = {
  reserve(key: string): Promise<boolean>;
  read(key: string): Promise<Answer | undefined>;
  keep(key: string, answer: Answer): Promise<void>;
  release(key: string): Promise<void>;
};

function adminKeys(db: Db, shopId: number): KeyStore {
  const where = (key: string) =>
    and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, key));
  return {
    reserve: async (key) =>
      (
        await db
          .insert(idempotencyKeys)
          .values({ shopId, scope: SCOPE, key, response: { state: "pending" } satisfies Answer })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
      ).length > 0,
    read: async (key) => {
      const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(where(key));
      return row?.response as Answer | undefined;
    },
    keep: async (key, answer) => {
      await db.update(idempotencyKeys).set({ response: answer }).where(where(key));
    },
    release: async (key) => {
      await db.delete(idempotencyKeys).where(where(key));
    },
  };
}

function ownerKeys(db: Db, ownerId: number): KeyStore {
  const where = (key: string) => and(eq(ownerWriteKeys.ownerId, ownerId), eq(ownerWriteKeys.key, key));
  return {
    reserve: async (key) =>
      (
        await db
          .insert(ownerWriteKeys)
          .values({ ownerId, key, response: { state: "pending" } satisfies Answer })
          .onConflictDoNothing()
          .returning({ key: ownerWriteKeys.key })
      ).length > 0,
    read: async (key) => {
      const [row] = await db.select({ response: ownerWriteKeys.response }).from(ownerWriteKeys).where(where(key));
      return row?.response as Answer | undefined;
    },
    keep: async (key, answer) => {
      await db.update(ownerWriteKeys).set({ response: answer }).where(where(key));
    },
    release: async (key) => {
      await db.delete(ownerWriteKeys).where(where(key));
    },
  };
}

/** The first post of a form and key runs; a repeat waits for it and answers the same. */
async function runOnce(
  request: Request,
  form: FormData,
  keys: KeyStore,
  home: string,
  next: () => Promise<Response>,
): Promise<Response> {
  const writeKey = form.get(WRITE_KEY_FIELD);
  if (!isWriteKey(writeKey)) throw data({ error: WRITE_MESSAGES.stalePage }, { status: 400 });
  const url = new URL(request.url);
  const answer = await runKeyOnce(await fingerprint(url, form), url, keys, home, next);
  if (!answer) throw data({ error: WRITE_MESSAGES.stillSaving }, { status: 409 });
  return answer;
}

/** The first write of a fingerprint runs; a repeat waits for it and answers the same, or null if it is still running. */
async function runKeyOnce(
  key: string,
  url: URL,
  keys: KeyStore,
  home: string,
  next: () => Promise<Response>,
): Promise<Response | null> {
  for (let step = 0; step < WAIT_STEPS; step++) {
    if (await keys.reserve(key)) {
      let answer: Answer | null = null;
      try {
        const response = await next();
        answer = await keep(response, home);
        return response;
      } finally {
        if (answer) await keys.keep(key, answer);
        else await keys.release(key);
      }
    }
    const answer = await keys.read(key);
    if (answer && answer.state !== "pending") return replay(answer, url);
    // Still running (or just released after a refusal): wait, then look again or take the write over.
    if (answer) await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return null;
}

/**
 * A back office write that is not a page form (the import's archive, streamed to R2 by the page's script: its body is
 * never read whole, so it cannot be fingerprinted by its bytes). Its caller names what makes it the same write — the
 * page's write key among it — and a repeat gets the first one's answer, or null while the first is still running.
 */
export async function ownerWriteOnceBy(
  db: Db,
  ownerId: number,
  request: Request,
  identity: readonly unknown[],
  next: () => Promise<Response>,
): Promise<Response | null> {
  const url = new URL(request.url);
  const key = await sha256Hex(JSON.stringify([pagePathOf(url), ...identity]));
  return runKeyOnce(key, url, ownerKeys(db, ownerId), OWNER_HOME, next);
}

/** Admin layout middleware, after signedInAdmin. */
export const writeOnce: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const { scope } = adminOf(context);
  return runOnce(request, formOf(context), adminKeys(scope.db, scope.shopId), ADMIN_HOME, next);
};

/** The back office's layout middleware, after signedInOwner: the owner's forms run once too. */
export const ownerWriteOnce: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const { app, ownerId } = ownerOf(context);
  return runOnce(request, formOf(context), ownerKeys(app.db, ownerId), OWNER_HOME, next);
};
