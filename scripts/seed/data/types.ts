/** Units of sale (spec 1 §3): prices of every unit but 1 are per kg. */
export type UnitId = 1 | 2 | 3 | 4 | 5;

/** One product of a master list, in the shape the seed writes into `products`. */
export type MasterProduct = {
  /** English name, as shown on the card (≤ 80 characters). */
  name: string;
  /** Regional (Marathi, Devanagari) name shown when the shop's language choice is 1 (≤ 40 characters). */
  nameRegional: string;
  /** Name of one of the list's categories. */
  category: string;
  /** Brand name (one of the list's brands), grocery lists only. */
  brand?: string;
  unitId: UnitId;
  /** Extra information; for unit 1 what one piece is ("1 bunch", "1 dozen", "500 ml pouch"). */
  information: string;
  /** Printed price in paise: per piece for unit 1, per kg otherwise. */
  mrpPaise: number;
  /** Selling price in paise (≤ mrpPaise), same basis as mrpPaise. */
  pricePaise: number;
  /** Extra words customers search by (Hindi/Marathi transliterations, synonyms), ≤ 40 characters. */
  searchWords: string;
  /** 2–10; higher shows first. */
  rating: number;
};

export type MasterList = {
  categories: { name: string; rating: number }[];
  brands: string[];
  products: MasterProduct[];
};
