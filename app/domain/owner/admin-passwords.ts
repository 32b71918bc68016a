/** Admin Passwords (spec 3 §2, §8; DECISIONS.md: a reset issues a one-time password, shown once and e-mailed). */

export const ADMIN_PASSWORD_MESSAGES = {
  updated: (shopUrl: string) => `${shopUrl} admin info updated successfully`,
  couldNotDelete: "Error....could not delete the adminPassword",
  deleted: (shopUrl: string) => `${shopUrl} admin deleted successfully`,
  noMobile: "This shop has no mobile number to use as the admin's user name. Add one in Shops first.",
  userNameTaken: "Another admin already uses this shop's mobile number as user name.",
  oneTimePassword: (userName: string, password: string) =>
    `User name: ${userName} · One-time password: ${password} (shown only now; the admin must change it at the first sign-in)`,
  emailed: (to: string) => `It was also e-mailed to ${to}.`,
} as const;

export function adminPasswordEmail(p: { shopName: string; adminLink: string; userName: string; password: string }) {
  return {
    subject: `A new password for your Yaadi store ${p.shopName}`,
    text: [
      `The Yaadi team has set a new password for your store's admin panel.`,
      ``,
      `Admin panel: ${p.adminLink}`,
      `User name: ${p.userName}`,
      `Password: ${p.password}`,
      ``,
      `You will be asked to choose your own password when you log in.`,
    ].join("\n"),
  };
}

export type AdminRow = {
  id: number;
  shopUrl: string;
  shopName: string;
  adminId: number | null;
  userName: string | null;
  passwordSetAt: number | null;
  firstLoginDone: boolean;
};
