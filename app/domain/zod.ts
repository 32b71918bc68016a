import { z } from "zod";

/*
 * zod, for every schema of the app. Left to itself, zod builds an object schema's fast parser with `new Function` when
 * the page allows it, and finds out by trying one the first time a schema is made. Our pages' Content Security Policy
 * allows no eval (workers/security.ts), so the browser refused that try and reported it as a policy violation on every
 * panel screen whose scripts made a schema (Lighthouse's best practices: 96). Jitless, zod never tries: the same
 * checks, with the parser it uses wherever eval is refused (as on Workers, where it already skipped the try).
 * Set here, before any module that imports `z` from this file can make a schema.
 */
z.config({ jitless: true });

export { z };
