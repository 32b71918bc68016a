import { type CustomerRow, type CustomerValues, customerRulesNamed } from "#app/domain/admin/customer";
import { type CustomerInput, customerSchemaOf } from "#app/domain/admin/customer-schema";
import {
  addCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "#app/server/admin/customers.server";
import { resourceScreens } from "#app/server/panel/resource.server";
import { panelTexts } from "#app/server/panel/texts.server";

/*
 * The Customers screens (spec 2 §1, §2) declared on the panel kit, behind the "premium" gate
 * (routes/admin/customers/gate.tsx): a basic shop sees 'This feature is available in Premium version !' on every
 * screen, and every post is refused with it (403).
 */
export const customerScreens = resourceScreens<CustomerValues, CustomerInput, CustomerRow, CustomerRow>({
  base: "/adminpanel/customers",
  idParam: "customerId",
  fields: ["name", "address", "whatsApp"],
  // The name's label in the admin's language, so '{label} is required' names it so.
  schema: async (admin) =>
    customerSchemaOf(customerRulesNamed((await panelTexts(admin.language)).people.customers.name)),
  texts: (t) => ({
    loadFailed: t.people.customers.loadFailed, // spec 3 §8
    added: (input) => t.people.customers.added(input.name),
    updated: (input) => t.people.customers.updated(input.name),
    deleted: t.kit.deleted,
    addFailed: t.people.customers.addFailed,
    updateFailed: t.people.customers.updateFailed,
    deleteFailed: t.people.customers.deleteFailed,
  }),
  list: (admin) => listCustomers(admin.scope),
  get: (admin, id) => getCustomer(admin.scope, id),
  add: async (admin, input) => ({ ok: true, id: await addCustomer(admin.scope, input) }),
  update: async (admin, id, input) =>
    (await updateCustomer(admin.scope, id, input)) ? { ok: true, id } : { ok: false, reason: "notFound" },
  remove: (admin, id) => deleteCustomer(admin.scope, id),
});
