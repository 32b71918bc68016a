import { data } from "react-router";
import { addedIds } from "#app/domain/admin/list";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { checkRoomFor } from "#app/domain/admin/plan-limit";
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  type ProductInput,
  toFormValues,
} from "#app/domain/admin/product-form";
import type { ListedProduct } from "#app/domain/product";
import { z } from "#app/domain/zod";
import { panelSay } from "#app/i18n/panel/say";
import type { AdminRequest } from "#app/server/admin/pipeline.server";
import { countProducts } from "#app/server/admin/product-count.server";
import { duplicateRequestSchema, formValuesOf, parseProductForm } from "#app/server/admin/product-input.server";
import { productTaxOf } from "#app/server/admin/product-tax.server";
import {
  addProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listChoices,
  listProducts,
  ownsChoices,
  updateProduct,
} from "#app/server/admin/products.server";
import { shopTaxOf } from "#app/server/admin/shop-tax.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { resourceScreens, type Written } from "#app/server/panel/resource.server";
import { panelTexts } from "#app/server/panel/texts.server";

/*
 * The Products screens (spec 2 §2, §4 "Duplicate", §5) declared on the panel kit. Beside the kit's LIST, ADD and
 * UPDATE: the plan's products limit (said on ADD before the form is filled, checked again on every add), a row's
 * Duplicate, and ADD remembering the ids it added (`?added=`) so LIST shows them on top after several adds in a row.
 */

const BASE = "/adminpanel/products";
const FIELDS = Object.keys(EMPTY_PRODUCT_FORM) as (keyof ProductFormValues)[];
type Choice = { id: number; name: string };
type ProductItem = { id: number; name: string; values: ProductFormValues };
type Frame = {
  limit: number;
  regional: boolean;
  categories: Choice[];
  brands: Choice[];
  /** On ADD: why no product can be added now (the plan is full), said before the form is filled. */
  blocked: string | null;
  /** The shop's GST registration: a regular shop above Rs. 5 crore is warned of a 4-digit HSN. */
  shopTax: { kind: string; turnoverBand: string };
};

/** The server's re-check of the form, with the browser's rules and messages; an English-only shop has no regional name. */
const productSchema = (admin: AdminRequest) =>
  z.record(z.string(), z.string()).transform((form, context): ProductInput => {
    const parsed = parseProductForm(form, { regional: admin.shop.languageChoice === 1 });
    if (parsed.ok) return parsed.input;
    context.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** A category or brand that is not this shop's is refused like any other foreign id (404). */
async function written(admin: AdminRequest, input: ProductInput, write: () => Promise<Written>): Promise<Written> {
  if (!(await ownsChoices(admin.scope, input))) return { ok: false, reason: "notFound" };
  return write();
}

const refused = (message: string) => ({ ok: false, reason: "refused", message, status: 400 }) as const;

/** The Products texts in the admin's language (a refusal the kit shows as it is, a notice on ADD). */
const textsOf = async (admin: AdminRequest) => (await panelTexts(admin.language)).products;

export const productScreens = resourceScreens<ProductFormValues, ProductInput, ListedProduct, ProductItem, Frame>({
  base: BASE,
  idParam: "productId",
  fields: FIELDS,
  echo: (values) => formValuesOf(values),
  schema: (admin) => productSchema(admin),
  texts: (t) => ({
    loadFailed: t.products.loadFailed,
    added: (input) => t.products.added(input.name),
    updated: (input) => t.products.updated(input.name),
    deleted: t.kit.deleted,
    addFailed: t.products.addFailed,
    updateFailed: t.products.updateFailed,
    deleteFailed: t.kit.somethingWrong,
  }),
  frame: async (admin, _request, screen) => {
    const limit = admin.shop.productsLimit;
    const regional = admin.shop.languageChoice === 1;
    const none = { kind: "none", turnoverBand: "upto5cr" };
    if (screen === "list") return { limit, regional, categories: [], brands: [], blocked: null, shopTax: none };
    const [choices, current, tax] = await Promise.all([
      listChoices(admin.scope),
      countProducts(admin.scope),
      shopTaxOf(admin.scope),
    ]);
    const full = checkRoomFor(1, current, limit) !== null;
    return {
      limit,
      regional,
      ...choices,
      blocked: full ? (await textsOf(admin)).limitReached(limit) : null,
      shopTax: { kind: tax.kind, turnoverBand: tax.turnoverBand },
    };
  },
  addedTo: (id, request) =>
    `${BASE}/new?added=${[id, ...addedIds(new URL(request.url).search)].slice(0, 50).join(",")}`,
  list: (admin) => listProducts(admin.scope),
  get: async (admin, id) => {
    const [product, tax] = await Promise.all([getProduct(admin.scope, id), productTaxOf(admin.scope, id)]);
    return product ? { id: product.id, name: product.name, values: toFormValues(product, tax) } : null;
  },
  add: (admin, input) =>
    written(admin, input, async () => {
      const limit = admin.shop.productsLimit;
      const full = async () => refused((await textsOf(admin)).limitReached(limit));
      if (checkRoomFor(1, await countProducts(admin.scope), limit)) return full();
      const result = await addProduct(admin.scope, limit, input);
      if (result.ok) return result;
      // The kit says the refusal in the admin's language.
      return result.reason === "limit" ? full() : refused(ADMIN_ERRORS.somethingWrong);
    }),
  update: (admin, id, input) =>
    written(admin, input, async () =>
      (await updateProduct(admin.scope, id, input)) ? { ok: true, id } : { ok: false, reason: "notFound" },
    ),
  remove: async (admin, id) => {
    const name = await deleteProduct(admin.scope, id);
    return name === null ? null : { name };
  },
  rowActions: {
    /** Copies of a product (spec 2 §4): a bad count gets the prompt's message, a full plan the limit's. */
    duplicate: async (admin, form, request) => {
      const parsed = duplicateRequestSchema.safeParse(Object.fromEntries(form));
      // An id that is not a positive number is a 404 like any foreign id.
      if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "id")) notFound();
      const t = await panelTexts(admin.language);
      if (!parsed.success) return data({ error: panelSay(t)(parsed.error.issues[0]!.message) }, { status: 400 });
      const { id, count } = parsed.data;
      const result = await duplicateProduct(
        admin.scope,
        admin.shop.productsLimit,
        id,
        count,
        t.products.duplicate.noRoom,
      ).catch((error) => {
        console.error("product duplicate failed", error);
        return { ok: false as const, reason: "failed" as const };
      });
      if (result.ok)
        return redirectWithFlash(request, BASE, {
          tone: "success",
          text: t.products.duplicate.done(result.name, count),
          changedIds: [...result.ids].reverse(),
        });
      if (result.reason === "notFound") notFound();
      return data({ error: result.reason === "room" ? result.message : t.products.duplicate.failed }, { status: 400 });
    },
  },
});
