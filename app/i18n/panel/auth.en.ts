import { rules } from "#app/domain/field-rules";
import { adminPasswordEmail } from "#app/domain/owner/admin-passwords";
import { RESET_MESSAGES, resetEmail } from "#app/domain/password-reset";
import {
  LOGIN_MESSAGES,
  LOGOUT_FAILED,
  PASSWORD_MESSAGES,
  PASSWORD_SENT_HINT,
  SESSION_EXPIRED,
} from "#app/domain/sign-in";
import { byEnglish } from "../book";
import { ERROR_TEXTS } from "../error-texts";

/** What the e-mail of a new password (the platform owner's reset of an admin's password) names. */
export type NewPasswordMail = { shopName: string; adminLink: string; userName: string; password: string };

const { min, max } = rules.newPassword;

/**
 * Signing in and the passwords (English, the source): the sign-in form, a forgotten password, the first-login change,
 * the e-mails an admin receives, and the error screen of the panel's pages.
 */
export default () => ({
  signIn: {
    title: "Admin panel login",
    userName: rules.adminUserName.label,
    password: rules.password.label,
    login: "Login",
    loggingIn: "Logging in…",
    forgot: "Forgot password?",
    passwordSent: PASSWORD_SENT_HINT,
    sessionExpired: SESSION_EXPIRED,
    /** The refusal while the sign-in limits hold. */
    throttled: (minutes: number) => LOGIN_MESSAGES.throttled(minutes),
  },
  forgot: {
    title: "Forgot password?",
    /** The tab's title: "{Forgot password} – Yaadi". */
    meta: "Forgot password",
    intro: RESET_MESSAGES.intro,
    email: "Email-id",
    send: "Send the link",
    mobileUsers: RESET_MESSAGES.mobileUsers,
    sent: RESET_MESSAGES.sent,
    backToLogin: "Back to login",
  },
  reset: {
    title: "Choose a new password",
    meta: "New password",
    save: "Save the new password",
    askAgain: "Ask for a new link",
  },
  /** The first login's password change. */
  change: {
    title: "Change your password",
    welcome: (shopName: string) => `Welcome to ${shopName}. Choose your own password before you continue.`,
    oldPassword: "Old password",
    oldHint: "The password from your e-mail.",
    submit: "Change password",
  },
  newPassword: {
    label: rules.newPassword.label,
    hint: `${min} to ${max} characters.`,
    again: "New password again",
  },
  /** The e-mails an admin receives, in the admin's language: a reset link, a new password from the platform owner. */
  mail: {
    reset: (link: string) => resetEmail({ link }),
    newPassword: (p: NewPasswordMail) => adminPasswordEmail(p),
  },
  /** The error screen of a panel's page (app/components/error-screen.tsx). */
  error: ERROR_TEXTS,
  /** The domain's English these screens' forms and servers say: the fields' labels (app/domain/field-rules.ts), the refusals. */
  said: byEnglish(
    "User name",
    "Password",
    "New password",
    "Old password",
    "Email-id",
    LOGIN_MESSAGES.error,
    LOGIN_MESSAGES.unknownUser,
    LOGIN_MESSAGES.wrongPassword,
    LOGIN_MESSAGES.closed,
    PASSWORD_MESSAGES.oldWrong,
    PASSWORD_MESSAGES.modified,
    RESET_MESSAGES.throttled,
    RESET_MESSAGES.invalidLink,
    RESET_MESSAGES.changed,
    LOGOUT_FAILED,
  ),
});
