import { Hono } from "hono";
import { getDb } from "#app/server/db.server";
import { IMPORT_ARCHIVE_PATH, receiveImportArchive } from "#app/server/owner/shop-import-upload.server";
import { appContextOf } from "./app-context";
import type { HonoEnv } from "./hono";

/**
 * "Import a shop"'s archive, streamed by the page's script (app/server/owner/shop-import-upload.server.ts). Answered
 * here, before React Router, because a page request's body is read whole by the root middleware and this one is up
 * to 100 MB. Same-origin only like every write (sameOriginOnly in hono.ts, which runs first).
 */
export const ownerImport = new Hono<HonoEnv>();

ownerImport.put(IMPORT_ARCHIVE_PATH, (c) =>
  receiveImportArchive(appContextOf(c, { db: getDb(c.env.DB), store: null, sharedPage: false }), c.req.raw),
);
