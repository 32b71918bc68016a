/**
 * What an image upload's refusal says (spec 2 §5 'Invalid file...', 'Check type of file'), written once for the server's
 * check (app/server/uploads.server.ts), the browser's and the panel's book, which says them in the admin's language.
 */
import { ADMIN_ERRORS } from "./messages";

export const INVALID_FILE = ADMIN_ERRORS.invalidFile;
export const CHECK_TYPE_OF_FILE = ADMIN_ERRORS.checkTypeOfFile;

/** The largest image the panel takes. */
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** A file that is no image (by its first bytes, or its type in the browser). */
export const NOT_AN_IMAGE = `${INVALID_FILE} ${CHECK_TYPE_OF_FILE}` as const;

const tooBig = <N extends number>(mb: N) => `${INVALID_FILE} The image should be below ${mb} MB.` as const;

/** An image over the panel's cap. */
export const IMAGE_TOO_BIG = tooBig(IMAGE_MAX_MB);

/** An image over another cap, in whole MB. */
export const imageTooBigMessage = (maxBytes: number): string => tooBig(Math.round(maxBytes / 1024 / 1024));
