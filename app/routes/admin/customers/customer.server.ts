import type { CustomerRow, CustomerValues } from "#app/domain/admin/customer";
import { type CustomerInput, customerSchema } from "#app/domain/admin/customer-schema";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import {
  addCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "#app/server/admin/customers.server";
import { resourceScreens } from "#app/server/panel/resource.server";

/*
 * The Customers screens (spec 2 §1, §2) declared on the panel kit, behind the "premium" gate
 * (routes/admin/customers/gate.tsx): a basic shop sees 'This feature is available in Premium version !' on every
 * screen, and every post is refused with it (403).
 */
export const customerScreens = resourceScreens<CustomerValues, CustomerInput, CustomerRow, CustomerRow>({
  base: "/adminpanel/customers",
  idParam: "customerId",
  fields: ["name", "address", "whatsApp"],
  schema: () => customerSchema,
  texts: () => ({
    loadFailed: ADMIN_ERRORS.loadCustomers, // spec 3 §8
    added: (input) => ADMIN_MESSAGES.added("customer", input.name),
    updated: (input) => ADMIN_MESSAGES.updated("customer", input.name),
    deleted: ADMIN_MESSAGES.deleted,
    addFailed: ADMIN_ERRORS.couldNotAdd("customer"),
    updateFailed: ADMIN_ERRORS.couldNotUpdate("customer"),
    deleteFailed: ADMIN_ERRORS.couldNotDelete("customer"),
  }),
  list: (admin) => listCustomers(admin.scope),
  get: (admin, id) => getCustomer(admin.scope, id),
  add: async (admin, input) => ({ ok: true, id: await addCustomer(admin.scope, input) }),
  update: async (admin, id, input) =>
    (await updateCustomer(admin.scope, id, input)) ? { ok: true, id } : { ok: false, reason: "notFound" },
  remove: (admin, id) => deleteCustomer(admin.scope, id),
});
