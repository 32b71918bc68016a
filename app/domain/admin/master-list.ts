export type MasterCategory = { id: number; name: string; productCount: number };

export type MasterProductRow = {
  id: number;
  name: string;
  nameRegional: string;
  information: string;
  pricePaise: number;
  unitId: number;
  inStore: boolean;
};
