import { z } from "#app/domain/zod";
import { rules } from "./field-rules";
import { zField } from "./field-schemas";
import { SHOP_TYPE } from "./shop-types";

/** The store-creation wizard's answers (spec 1 §8), verbatim. */
export const SIGNUP_MESSAGES = {
  nameTaken: "Oh! This name is already taken! Try some other name",
  nameReserved: "This name is reserved. Try some other name",
  nameAvailable: "Congratulations, this name is available!",
  error: "Something went wrong, refresh this page.",
  emailRegistered: "Oh! This email-id is already registered,  Try some other name",
  created: "Username and password is emailed to you.",
  typeRequired: "Store type is required",
} as const;

/** Stores are free for a month, so one connection may create only so many (app/server/signup-action.server.ts). */
export const TOO_MANY_SIGNUPS = "Too many stores were created from this connection. Try again in an hour.";

/** checkShopUrl's answer codes (spec 1 §7): 0 taken, 2 reserved, 1 available. */
export type NameCheck = "taken" | "reserved" | "available";

export const nameCheckMessage: Record<NameCheck, string> = {
  taken: SIGNUP_MESSAGES.nameTaken,
  reserved: SIGNUP_MESSAGES.nameReserved,
  available: SIGNUP_MESSAGES.nameAvailable,
};

export const storeNameSchema = z.object({ storeName: zField(rules.storeName) });

/** The whole wizard, re-checked by the server when the last step is submitted. */
export const createStoreSchema = z
  .object({
    storeName: zField(rules.storeName),
    shopTypeId: z.coerce.number({ message: SIGNUP_MESSAGES.typeRequired }).int().positive(SIGNUP_MESSAGES.typeRequired),
    // Required (2+) only for 'Other Type of Store', checked below; the field rules still apply to any text sent.
    shopInfo: zField({ ...rules.shopTypeOther, min: 0, required: false }),
    email: zField(rules.signupEmail).transform((e) => e.toLowerCase()),
  })
  .superRefine((v, ctx) => {
    if (v.shopTypeId === SHOP_TYPE.other) {
      const min = rules.shopTypeOther.min ?? 2;
      if (v.shopInfo.length < min)
        ctx.addIssue({
          code: "custom",
          path: ["shopInfo"],
          message: v.shopInfo ? `Min ${min} characters required` : `${rules.shopTypeOther.label} is required`,
        });
    }
  });

export type CreateStoreInput = z.output<typeof createStoreSchema>;

/** The credentials e-mail: the only place the first password is ever shown. */
export function credentialsEmail(p: {
  storeName: string;
  storeLink: string;
  adminLink: string;
  userName: string;
  password: string;
}) {
  return {
    subject: `Your Yaadi store ${p.storeName} is ready`,
    text: [
      `Welcome to Yaadi!`,
      ``,
      `Your online store "${p.storeName}" has been created.`,
      ``,
      `Store link: ${p.storeLink}`,
      `Admin panel: ${p.adminLink}`,
      ``,
      `User name: ${p.userName}`,
      `Password: ${p.password}`,
      ``,
      `You will be asked to choose a new password when you log in for the first time.`,
      `Complete the Home Page Settings in the admin panel to activate your store.`,
      `Your first month is free.`,
    ].join("\n"),
  };
}
