import { throttledMinutes } from "#app/domain/sign-in";
import type { Locale } from "#app/i18n/locale";
import { panelSay } from "#app/i18n/panel/say";
import { panelTexts } from "../panel/texts.server";
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

/** 429 while throttled, 503 when the server failed (worth trying again), 403 for a closed account, else 401. */
export const refusalStatus = (reason: Extract<SignInAnswer, { ok: false }>["reason"]) =>
  reason === "throttled" ? 429 : reason === "failed" ? 503 : reason === "closed" ? 403 : 401;

/**
 * A refusal of the sign-in or of the password change, in the reader's panel language: the throttle's minutes in its
 * own words, any other answer (the domain's English) said by the book.
 */
export async function refusalIn(locale: Locale, refusal: { message: string }): Promise<string> {
  const t = await panelTexts(locale);
  const minutes = throttledMinutes(refusal.message);
  return minutes === null ? panelSay(t)(refusal.message) : t.auth.signIn.throttled(minutes);
}
