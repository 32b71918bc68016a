import { z } from "zod";
import { rules, zField } from "./field-rules";

/** Sign-in form: user name as typed (e-mail or mobile), password untrimmed (spaces may be part of it). */
export const signInSchema = z.object({
  userName: zField(rules.adminUserName),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(64, "Maximum 64 characters allowed"),
});

export const SESSION_EXPIRED = "Session expired, login-again";

export const PASSWORD_SENT_HINT = "(Password has been sent to your email-id)";
