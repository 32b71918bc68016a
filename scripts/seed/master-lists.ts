import { SHOP_TYPE } from "#app/domain/shop-types";
import { dryFruitsMasterList } from "./data/dryfruits";
import { groceryMasterList } from "./data/grocery";
import type { MasterList } from "./data/types";
import { vegetablesMasterList } from "./data/vegetables";

/** Master catalogues, each kept in a master shop (never shown as a store) that new shops copy from. */
export const MASTER_LISTS: { url: string; name: string; shopTypeId: number; list: MasterList }[] = [
  {
    url: "masterveggies",
    name: "Master list: Vegetables & Fruits",
    shopTypeId: SHOP_TYPE.vegetables,
    list: vegetablesMasterList,
  },
  {
    url: "mastergrocery",
    name: "Master list: Kirana / Grocery",
    shopTypeId: SHOP_TYPE.grocery,
    list: groceryMasterList,
  },
  {
    url: "masterdryfruits",
    name: "Master list: Dry Fruits",
    shopTypeId: SHOP_TYPE.dryFruits,
    list: dryFruitsMasterList,
  },
];
