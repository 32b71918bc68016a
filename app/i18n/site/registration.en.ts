import { REGISTRATION_MESSAGES, type RegistrationValues, registrationGreeting } from "#app/domain/registration";
import { byEnglish } from "../book";

/** The registration form (English, the source: spec 3 §2). */
export default () => ({
  heading: "Registration form",
  description: "Register your shop for an online store on Yaadi.",
  instruction: REGISTRATION_MESSAGES.instruction,
  tenDigits: "10 digits, without +91.",
  register: "Register",
  /** The message the platform receives on WhatsApp, as the visitor sends it. */
  greeting: (v: Pick<RegistrationValues, "ownerName" | "shopName" | "city">) => registrationGreeting(v),
  /** The form's labels (app/domain/registration.ts) and the server's refusals. */
  said: byEnglish(
    "Shop name",
    "Owner name",
    "Address",
    "City",
    "Pincode",
    "WhatsApp number",
    "Mobile number",
    "Email id",
    REGISTRATION_MESSAGES.throttled,
    REGISTRATION_MESSAGES.numberThrottled,
    REGISTRATION_MESSAGES.busy,
    REGISTRATION_MESSAGES.failed,
  ),
});
