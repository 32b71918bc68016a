import { z } from "#app/domain/zod";
import { PASSWORDS_DO_NOT_MATCH, rules } from "./field-rules";
import { zField } from "./field-schemas";
import { checkNewPassword, REQUIRED_MESSAGES } from "./sign-in";

/* The sign-in's and the password change's forms as the server checks them (their texts: sign-in.ts). */

/** Sign-in form: user name as typed (e-mail or mobile), password untrimmed (spaces may be part of it). */
export const signInSchema = z.object({
  userName: zField(rules.adminUserName),
  password: z
    .string({ error: REQUIRED_MESSAGES.password })
    .min(1, REQUIRED_MESSAGES.password)
    .max(64, "Maximum 64 characters allowed"),
});

/** A form that sets a new password (the first-login change, the reset link): the new one by its rule, twice. */
export const newPasswordTwice = {
  newPassword: z.string({ error: REQUIRED_MESSAGES.newPassword }).superRefine((v, ctx) => {
    const message = checkNewPassword(v);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  newPasswordRepeat: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
};

/** The second must be the first; the form tells it under the second. */
export function checkTypedTwice(v: { newPassword: string; newPasswordRepeat: string }, ctx: z.RefinementCtx): void {
  if (v.newPassword !== v.newPasswordRepeat)
    ctx.addIssue({ code: "custom", path: ["newPasswordRepeat"], message: PASSWORDS_DO_NOT_MATCH });
}

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: REQUIRED_MESSAGES.oldPassword }).min(1, REQUIRED_MESSAGES.oldPassword).max(64),
    ...newPasswordTwice,
  })
  .superRefine(checkTypedTwice);
