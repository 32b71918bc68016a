import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

/**
 * Statements that copy a master catalogue (categories, brands, products) into a shop, by shop URLs, so they can run
 * in the same D1 batch that creates the shop. Products keep their category and brand by name; at most `limit`
 * products are copied (the plan's products limit).
 */
export function copyCatalogueStatements(db: Db, fromUrl: string, toUrl: string, limit: number) {
  const target = sql`(select id from shops where url = ${toUrl})`;
  const source = sql`(select id from shops where url = ${fromUrl})`;
  return [
    db.run(sql`insert into categories (shop_id, name, rating, image_key, shop_type_id)
      select ${target}, name, rating, image_key, shop_type_id from categories where shop_id = ${source} order by id`),
    db.run(sql`insert into brands (shop_id, name, rating, shop_type_id)
      select ${target}, name, rating, shop_type_id from brands where shop_id = ${source} order by id`),
    db.run(sql`insert into products
        (shop_id, name, name_regional, information, mrp_paise, price_paise, unit_id, in_stock, rating, image_key, search_words, category_id, brand_id)
      select t.id, p.name, p.name_regional, p.information, p.mrp_paise, p.price_paise, p.unit_id, p.in_stock, p.rating, p.image_key, p.search_words,
        (select c.id from categories c where c.shop_id = t.id and c.name = mc.name),
        (select b.id from brands b where b.shop_id = t.id and b.name = mb.name)
      from products p
        join shops t on t.url = ${toUrl}
        left join categories mc on mc.id = p.category_id
        left join brands mb on mb.id = p.brand_id
      where p.shop_id = ${source}
      order by p.rating desc, p.id
      limit ${limit}`),
  ] as const;
}
