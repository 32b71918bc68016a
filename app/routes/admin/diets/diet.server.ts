import type { DietItem, DietValues } from "#app/domain/clinic/diet";
import { type DietInput, dietSchema } from "#app/domain/clinic/diet-schema";
import type { PanelTexts } from "#app/i18n/panel";
import type { AdminRequest } from "#app/server/admin/pipeline.server";
import {
  addDiet,
  deleteDiet,
  getDiet,
  type KeptBySheets,
  listDiets,
  type NotFound,
  type NumberUsed,
  updateDiet,
} from "#app/server/clinic/diets.server";
import { type Refused, resourceScreens, type Written } from "#app/server/panel/resource.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { clinicScreenTexts } from "../+shared/screen-texts.server";

/*
 * The Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8) declared on the panel kit, behind the
 * "clinic" and "premium" gates (routes/admin/diets/gate.tsx). Client sheets name their diet by number, so a diet they
 * use keeps its number and cannot be deleted.
 */

const refused = (message: string): Refused => ({ ok: false, reason: "refused", message, status: 409 });

/** The diets' texts in the admin's language (a refusal names a diet and its sheets, so it is said here, not looked up). */
const textsOf = async (admin: AdminRequest): Promise<PanelTexts["clinic"]["diets"]> =>
  (await panelTexts(admin.language)).clinic.diets;

async function written(
  admin: AdminRequest,
  result: { ok: true; id: number } | NotFound | NumberUsed | KeptBySheets,
  dietNumber: number,
): Promise<Written> {
  if (result.ok || result.reason === "notFound") return result;
  const text = await textsOf(admin);
  return refused(
    result.reason === "numberUsed"
      ? text.numberUsed(dietNumber, result.dietName)
      : text.numberKeptBySheets(result.dietNumber, result.sheets),
  );
}

export const dietScreens = resourceScreens<DietValues, DietInput, DietItem, DietItem>({
  base: "/adminpanel/diets",
  idParam: "dietId",
  fields: ["dietNumber", "dietType", "dietName", "dietContent"],
  schema: () => dietSchema,
  texts: (t) => clinicScreenTexts(t.clinic.diets, (input) => input.dietName),
  list: (admin) => listDiets(admin.scope),
  get: async (admin, id) => {
    const found = await getDiet(admin.scope, id);
    return found.ok ? found.diet : null;
  },
  add: async (admin, input) => written(admin, await addDiet(admin.scope, input), input.dietNumber),
  update: async (admin, id, input) => written(admin, await updateDiet(admin.scope, id, input), input.dietNumber),
  remove: async (admin, id) => {
    const result = await deleteDiet(admin.scope, id);
    if (result.ok) return { name: result.dietName };
    if (result.reason === "notFound") return null;
    return refused((await textsOf(admin)).usedBySheets(result.dietNumber, result.sheets));
  },
});
