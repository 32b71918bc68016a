import type { ClientItem, ClientListRow, ClientRecord, ClientValues } from "#app/domain/clinic/client";
import type { ClientInput } from "#app/domain/clinic/client-schema";
import { clientSchema } from "#app/domain/clinic/client-schema";
import { CLINIC_MESSAGES, clientRules } from "#app/domain/clinic/clinic";
import { zField } from "#app/domain/field-schemas";
import { addClient, deleteClient, getClient, listClients, updateClient } from "#app/server/clinic/clients.server";
import { resourceScreens } from "#app/server/panel/resource.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { clinicScreenTexts } from "../+shared/screen-texts.server";

/*
 * The Clients screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §8 "Client and diet") declared on the panel kit,
 * behind the "clinic" and "premium" gates (routes/admin/clients/gate.tsx): another kind of shop gets 404 on every
 * one; a basic clinic sees 'This feature is available in Premium version !' and its posts are refused with it.
 */

const MESSAGES = CLINIC_MESSAGES.client;

/** A stored client as the form shows it (a client written before the form existed may lack an age). */
function formValuesOf(client: ClientRecord): ClientValues {
  const { name, address, whatsApp, weightOriginal, height, illness, status, dietDeliveryDay, extraInfo } = client;
  return {
    name,
    age: client.age === null ? "" : String(client.age),
    address,
    whatsApp,
    weightOriginal,
    height,
    illness,
    status,
    dietDeliveryDay,
    extraInfo,
  };
}

export const clientScreens = resourceScreens<ClientValues, ClientInput, ClientListRow, ClientItem>({
  base: "/adminpanel/clients",
  idParam: "clientId",
  fields: [
    "name",
    "age",
    "address",
    "whatsApp",
    "weightOriginal",
    "height",
    "illness",
    "status",
    "dietDeliveryDay",
    "extraInfo",
  ],
  // The name's label as the form shows it, so a refusal of the name reads as the form does (app/i18n/panel/clinic.en.ts).
  schema: async (admin) => {
    const label = (await panelTexts(admin.language)).clinic.clients.name;
    return clientSchema.extend({ name: zField({ ...clientRules.name, label }) });
  },
  texts: (t) => clinicScreenTexts(t.clinic.clients, (input) => input.name),
  list: (admin) => listClients(admin.scope),
  get: async (admin, id) => {
    const client = await getClient(admin.scope, id);
    return client && { id: client.id, values: formValuesOf(client) };
  },
  add: async (admin, input) => {
    const id = await addClient(admin.scope, input);
    // Spec 3 §8: an add that returned 0.
    return id === null
      ? { ok: false, reason: "refused", message: MESSAGES.addReturnedZero, status: 500 }
      : { ok: true, id };
  },
  update: async (admin, id, input) =>
    (await updateClient(admin.scope, id, input)) ? { ok: true, id } : { ok: false, reason: "notFound" },
  remove: async (admin, id) => {
    const name = await deleteClient(admin.scope, id);
    return name === null ? null : { name };
  },
});
