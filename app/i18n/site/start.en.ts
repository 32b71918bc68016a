import { rules } from "#app/domain/field-rules";
import { credentialsEmail, SIGNUP_MESSAGES, TOO_MANY_SIGNUPS } from "#app/domain/signup";
import { byEnglish } from "../book";

/** What the credentials e-mail of a new store names. */
export type CredentialsMail = Parameters<typeof credentialsEmail>[0];

const { min, max } = rules.storeName;

/** The three-step create-store wizard (English, the source: spec 1 §8's answers verbatim) and its e-mail. */
export default () => ({
  heading: "Create your online store",
  description: "Create your shop's online store in 3 steps.",
  step: (step: number, of: number) => `Step ${step} of ${of}`,
  storeName: "Store name",
  storeNameHint: `${min} to ${max} letters, digits or underscore. It becomes your store link.`,
  yourLink: (url: string) => `Your link: /${url}`,
  next: "Next",
  checkName: "Check name",
  checking: "Checking…",
  storeType: "Store type",
  selectStoreType: "Select store type",
  /** A store type's name (the seed's, app/domain/shop-types.ts), by its id; a type the book does not know keeps it. */
  shopType: (_id: number, name: string) => name,
  productType: "Product type",
  productTypeHint: "What does your store sell? For example: stationery, hardware, flowers.",
  back: "Back",
  email: "Email-id",
  emailHint: "This is your user name. Your password is e-mailed here.",
  create: "Create store",
  creating: "Creating…",
  created: "Your store is created",
  createdNext: "Open your store, then log in to the admin panel to add your shop's details and activate it.",
  openStore: (url: string) => `Open your store: /${url}`,
  goToPanel: "Go to the admin panel: /adminpanel",
  /** The credentials e-mail: the only place the first password is ever shown. */
  mail: (p: CredentialsMail) => credentialsEmail(p),
  /** The wizard's fields' labels (app/domain/field-rules.ts) and the server's answers. */
  said: byEnglish(
    "Store name",
    "Store type",
    "Product type",
    "Email-id",
    SIGNUP_MESSAGES.nameTaken,
    SIGNUP_MESSAGES.nameReserved,
    SIGNUP_MESSAGES.nameAvailable,
    SIGNUP_MESSAGES.error,
    SIGNUP_MESSAGES.emailRegistered,
    SIGNUP_MESSAGES.created,
    TOO_MANY_SIGNUPS,
  ),
});
