import type { ColorScheme } from "../../themes/themes";

/** The store types offered at sign-up; the seed writes them and the wizard reads them from D1. */
export const SHOP_TYPE = {
  grocery: 1,
  vegetables: 2,
  sweets: 3,
  dryFruits: 4,
  food: 5,
  other: 6,
  dietClinic: 7,
  general: 8,
} as const;

export type ShopTypeSeed = {
  id: number;
  name: string;
  /** The master shop whose catalogue "Use Master List" offers; a new store of a type with copyOnCreate starts with it. */
  masterListUrl: string | null;
  copyMasterOnCreate: boolean;
  colorScheme: ColorScheme;
  /** What the shopping list is called (spec 1: "Cart for shop type 8"). */
  listWord: "Yaadi" | "Cart";
};

export const SHOP_TYPES: ShopTypeSeed[] = [
  {
    id: SHOP_TYPE.grocery,
    name: "Kirana / Grocery",
    masterListUrl: "mastergrocery",
    copyMasterOnCreate: false,
    colorScheme: "blue",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.vegetables,
    name: "Vegetables & Fruits",
    masterListUrl: "masterveggies",
    copyMasterOnCreate: true,
    colorScheme: "green",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.sweets,
    name: "Sweets",
    masterListUrl: null,
    copyMasterOnCreate: false,
    colorScheme: "purple",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.dryFruits,
    name: "Dry Fruits",
    masterListUrl: "masterdryfruits",
    copyMasterOnCreate: false,
    colorScheme: "brown",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.food,
    name: "Food",
    masterListUrl: null,
    copyMasterOnCreate: false,
    colorScheme: "yellow",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.other,
    name: "Other Type of Store",
    masterListUrl: null,
    copyMasterOnCreate: false,
    colorScheme: "cyan",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.dietClinic,
    name: "Diet Clinic",
    masterListUrl: null,
    copyMasterOnCreate: false,
    colorScheme: "green",
    listWord: "Yaadi",
  },
  {
    id: SHOP_TYPE.general,
    name: "General Store",
    masterListUrl: null,
    copyMasterOnCreate: false,
    colorScheme: "blue",
    listWord: "Cart",
  },
];
