/**
 * A catalogue product as a yaadi the shop makes (Make Yaadi) or edits (Edit yaadi) takes it: today's price, and what a
 * stored line copies of it. Both are priced by the server from the same read, so they share the one shape.
 */
export type CatalogueProduct = {
  id: number;
  name: string;
  nameRegional: string;
  information: string;
  unitId: number;
  mrpPaise: number;
  pricePaise: number;
};
