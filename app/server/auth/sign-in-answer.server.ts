import { LOGIN_MESSAGES, type SignInResult } from "./sign-in.server";

/*
 * How a sign-in form answers, for the admin's and the owner's alike. A sign-in the server could not check (the
 * database unreadable, …) is spec 3 §8's '-1' answer on the form itself, not the error page (which loses the form).
 */

export type SignInAnswer = SignInResult | { ok: false; reason: "failed"; message: string };

/** For `.catch`: the attempt threw, so nothing was decided about the credentials. */
export function signInFailed(error: unknown): SignInAnswer {
  console.error("sign-in failed", error);
  return { ok: false, reason: "failed", message: LOGIN_MESSAGES.error };
}

/** 429 while throttled, 503 when the server failed (worth trying again), else 401. */
export const refusalStatus = (reason: Extract<SignInAnswer, { ok: false }>["reason"]) =>
  reason === "throttled" ? 429 : reason === "failed" ? 503 : 401;
