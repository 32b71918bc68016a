/**
 * The public registration form (spec 3 §2 "Registration form", §5 "Registration"): a prospective shop owner leaves
 * their details; the platform's WhatsApp then opens with a greeting naming the owner and the shop (DECISIONS.md).
 */
import { checkFields, type FieldRule } from "./field-rules";

export const registrationRules = {
  shopName: { label: "Shop name", min: 4, max: 40 },
  ownerName: { label: "Owner name", min: 4, max: 40 },
  address: { label: "Address", min: 10, max: 80 },
  city: { label: "City", min: 4, max: 30 },
  pinCode: { label: "Pincode", min: 6, max: 6, kind: "digits" },
  whatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  mobile: { label: "Mobile number", min: 10, max: 10, kind: "digits" },
  // Spec 3 §5: "emailid max 50, min 0, no format check".
  email: { label: "Email id", max: 50, required: false },
} satisfies Record<string, FieldRule>;

export type RegistrationValues = Record<keyof typeof registrationRules, string>;

export const emptyRegistration = (): RegistrationValues => ({
  shopName: "",
  ownerName: "",
  address: "",
  city: "",
  pinCode: "",
  whatsApp: "",
  mobile: "",
  email: "",
});

export const checkRegistration = (values: RegistrationValues) => checkFields(registrationRules, values);

/** The message the platform receives on WhatsApp. */
export const registrationGreeting = (v: Pick<RegistrationValues, "ownerName" | "shopName" | "city">) =>
  `Namaste! I am ${v.ownerName.trim()}. I have registered my shop "${v.shopName.trim()}" (${v.city.trim()}) on Yaadi. Please create my online store.`;

export const REGISTRATION_MESSAGES = {
  instruction:
    "Fill in your details and press Register: WhatsApp will open with a message for us, send it and we will call you.",
  throttled: "Too many registrations from this connection. Please try again in an hour.",
  numberThrottled: "Too many registrations for this WhatsApp number. Please try again tomorrow.",
  busy: "Too many registrations just now. Please try again in an hour.",
  failed: "Something went wrong... Try again",
} as const;
