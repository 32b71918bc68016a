import {
  createStoreSchema,
  nameCheckMessage,
  SIGNUP_MESSAGES,
  storeNameSchema,
  TOO_MANY_SIGNUPS,
} from "../domain/signup";
import type { Locale } from "../i18n/locale";
import { hitRateLimit, type RateLimitRule } from "./auth/rate-limit.server";
import type { Db } from "./db.server";
import { publicOrigin } from "./public-origin.server";
import { checkStoreName, createStore } from "./signup.server";
import { siteSayIn } from "./site-texts.server";

/** Answers of the wizard's two server calls, as the page shows them. */
export type SignupAnswer =
  | { intent: "check-name"; available: boolean; message: string }
  | { intent: "create"; ok: true; shopUrl: string; message: string }
  | { intent: "create"; ok: false; step: 1 | 2 | 3; message: string };

const SIGNUPS_PER_CLIENT: RateLimitRule = { limit: 20, windowMs: 3600_000 };

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) => error.issues[0]!;

const stepOfField: Record<string, 1 | 2 | 3> = { storeName: 1, shopTypeId: 2, shopInfo: 2, email: 3 };

/**
 * Validates the posted form with the wizard's schemas and runs the check or the creation, answering in the visitor's
 * language (`locale`, English by default). The e-mail's links come from publicOrigin (ROOT_DOMAIN), never from the
 * request's Host, which anyone can forge.
 */
export async function handleSignup(
  db: Db,
  env: Env,
  form: FormData,
  request: { url: URL; clientKey: string; locale?: Locale },
): Promise<{ answer: SignupAnswer; status: number }> {
  const locale = request.locale ?? "en";
  const { answer, status } = await answerSignup(db, env, form, { ...request, locale });
  if (locale === "en") return { answer, status };
  const say = await siteSayIn(locale);
  return { answer: { ...answer, message: say(answer.message) }, status };
}

/** The wizard's answer in the specs' English (handleSignup says it in the visitor's language). */
async function answerSignup(
  db: Db,
  env: Env,
  form: FormData,
  request: { url: URL; clientKey: string; locale: Locale },
): Promise<{ answer: SignupAnswer; status: number }> {
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;

  if (fields.intent === "check-name") {
    const parsed = storeNameSchema.safeParse(fields);
    if (!parsed.success)
      return {
        answer: { intent: "check-name", available: false, message: firstIssue(parsed.error).message },
        status: 400,
      };
    const result = await checkStoreName(db, parsed.data.storeName);
    return {
      answer: { intent: "check-name", available: result === "available", message: nameCheckMessage[result] },
      status: 200,
    };
  }

  if (fields.intent === "create") {
    const parsed = createStoreSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      return {
        answer: { intent: "create", ok: false, step: stepOfField[String(issue.path[0])] ?? 3, message: issue.message },
        status: 400,
      };
    }
    // Stores are free for a month: cap how many one connection can create, so bots cannot fill the database.
    const limit = await hitRateLimit(db, `signup:client:${request.clientKey}`, SIGNUPS_PER_CLIENT);
    if (!limit.allowed)
      return { answer: { intent: "create", ok: false, step: 3, message: TOO_MANY_SIGNUPS }, status: 429 };
    const result = await createStore(db, env.JOBS, parsed.data, publicOrigin(env, request.url), request.locale, env);
    if (result.ok)
      return {
        answer: { intent: "create", ok: true, shopUrl: result.shopUrl, message: SIGNUP_MESSAGES.created },
        status: 200,
      };
    const failure = {
      taken: { step: 1, message: SIGNUP_MESSAGES.nameTaken },
      reserved: { step: 1, message: SIGNUP_MESSAGES.nameReserved },
      emailRegistered: { step: 3, message: SIGNUP_MESSAGES.emailRegistered },
      unknownType: { step: 2, message: SIGNUP_MESSAGES.typeRequired },
    }[result.reason] as { step: 1 | 2 | 3; message: string };
    return { answer: { intent: "create", ok: false, ...failure }, status: 409 };
  }

  return { answer: { intent: "create", ok: false, step: 1, message: SIGNUP_MESSAGES.error }, status: 400 };
}
