/**
 * The back office's Shop-Types (spec 3 §2, §3 "ShopType", §5 "ShopType": name, masterListName, colorScheme 1–30).
 * The master list is optional here: some kinds of store (sweets) have no master catalogue to copy.
 */
import { COLOR_SCHEMES } from "../../../themes/themes";
import { checkFields, type FieldRule } from "../field-rules";

export const shopTypeRules = {
  name: { label: "Name", min: 1, max: 30 },
  masterListName: { label: "Master list name", min: 1, max: 30, kind: "noSymbols", required: false },
} satisfies Record<string, FieldRule>;

export type ShopTypeValues = {
  name: string;
  masterListName: string;
  colorScheme: string;
  listWord: string;
  copyMasterOnCreate: string;
};

/** A row of the Shop-Types LIST: the type, and how many shops are of it. */
export type ShopTypeListRow = {
  id: number;
  name: string;
  colorScheme: string;
  masterListUrl: string | null;
  shopCount: number;
};

/** A type as its UPDATE screen shows it: its name for the heading, its stored values for the form. */
export type ShopTypeItem = { id: number; name: string; values: ShopTypeValues };

export const emptyShopType = (): ShopTypeValues => ({
  name: "",
  masterListName: "",
  colorScheme: "green",
  listWord: "Yaadi",
  copyMasterOnCreate: "",
});

export const LIST_WORDS = ["Yaadi", "Cart"] as const;

export function checkShopType(values: ShopTypeValues): Partial<Record<keyof ShopTypeValues, string>> {
  const messages: Partial<Record<keyof ShopTypeValues, string>> = checkFields<keyof typeof shopTypeRules>(
    shopTypeRules,
    values,
  );
  if (!(COLOR_SCHEMES as readonly string[]).includes(values.colorScheme))
    messages.colorScheme = "Colour scheme is required";
  if (!(LIST_WORDS as readonly string[]).includes(values.listWord)) messages.listWord = "List word is required";
  if (values.copyMasterOnCreate === "1" && values.masterListName.trim() === "")
    messages.copyMasterOnCreate = "Name the master list to copy it";
  return messages;
}

/** Spec 3 §8 "ShopType", verbatim; the update's success line follows the add's. */
export const SHOP_TYPE_MESSAGES = {
  added: (name: string) => `ShopType ${name} added successfully.`,
  updated: (name: string) => `ShopType ${name} updated successfully.`,
  deleted: (name: string) => `${name} deleted successfully`,
  couldNotAdd: "Error... could not add shopType.",
  couldNotUpdate: "Error... could not update shopType.",
  couldNotDelete: "Error....could not delete the shopType",
  /** Spec 3 §8, its trailing space kept. */
  loadFailed: "Error retriving shopTypes ",
  nameTaken: "A shop type with this name already exists.",
  inUse: (count: number) =>
    `Error....could not delete the shopType: ${count} shop${count === 1 ? " uses" : "s use"} it.`,
} as const;
