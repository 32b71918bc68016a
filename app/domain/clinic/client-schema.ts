/** Server-side re-check of the client form (the rules of client.ts); the age comes out as the integer it is stored as. */
import { z } from "#app/domain/zod";
import { zField, zSelect } from "../field-schemas";
import { CLIENT_SELECT_LABELS, CLIENT_STATUSES, clientRules, DELIVERY_DAYS } from "./clinic";

/** A required select whose value must also be one of `options`: a hand-made request may send anything. */
const zOption = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  zSelect(label).pipe(z.enum(options, { error: `${label} is required` }));

export const clientSchema = z.object({
  name: zField(clientRules.name),
  // 1–3 ASCII digits (checked first), so Number() is exact; "007" is stored as 7.
  age: zField(clientRules.age).transform(Number),
  address: zField(clientRules.address),
  whatsApp: zField(clientRules.whatsApp),
  weightOriginal: zField(clientRules.weightOriginal),
  height: zField(clientRules.height),
  illness: zField(clientRules.illness),
  status: zOption(CLIENT_SELECT_LABELS.status, CLIENT_STATUSES),
  dietDeliveryDay: zOption(CLIENT_SELECT_LABELS.dietDeliveryDay, DELIVERY_DAYS),
  extraInfo: zField(clientRules.extraInfo),
});

export type ClientInput = z.output<typeof clientSchema>;
