/**
 * "Forgot password?" for shop admins (issue 12): a single-use link, valid for a short time, e-mailed to an admin whose
 * user name is their e-mail. The answer is the same whether or not the address belongs to an admin. Its texts; the
 * forms' schemas are password-reset-schema.ts.
 */

export const RESET_LINK_MINUTES = 30;

export const RESET_MESSAGES = {
  intro: "Enter the e-mail id you log in with. We will e-mail you a link to choose a new password.",
  mobileUsers: "If you log in with your mobile number, ask Yaadi support to reset your password.",
  sent: `If this e-mail id belongs to an admin, a link to choose a new password has been sent to it. It works once, for ${RESET_LINK_MINUTES} minutes.`,
  throttled: "Too many requests. Please try again in an hour.",
  invalidLink: "This link is either expired or invalid.",
  changed: "Your password is changed. Log in with the new password.",
  emailRequired: "Email-id is required",
} as const;

export function resetEmail(p: { link: string }) {
  return {
    subject: "Choose a new password for your Yaadi admin panel",
    text: [
      "Someone asked to reset the password of your Yaadi admin panel.",
      "",
      `Choose a new password here (the link works once, for ${RESET_LINK_MINUTES} minutes):`,
      p.link,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** A link's token: 43 URL-safe characters (32 random bytes). */
export const isResetToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
