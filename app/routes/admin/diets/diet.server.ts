import { CLINIC_MESSAGES } from "#app/domain/clinic/clinic";
import type { DietItem, DietValues } from "#app/domain/clinic/diet";
import { type DietInput, dietSchema } from "#app/domain/clinic/diet-schema";
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
import { clinicScreenTexts } from "../+shared/screen-texts.server";

/*
 * The Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8) declared on the panel kit, behind the
 * "clinic" and "premium" gates (routes/admin/diets/gate.tsx). Client sheets name their diet by number, so a diet they
 * use keeps its number and cannot be deleted.
 */

const TEXT = CLINIC_MESSAGES.diet;

const refused = (message: string): Refused => ({ ok: false, reason: "refused", message, status: 409 });

function written(result: { ok: true; id: number } | NotFound | NumberUsed | KeptBySheets, dietNumber: number): Written {
  if (result.ok || result.reason === "notFound") return result;
  return refused(
    result.reason === "numberUsed"
      ? TEXT.numberUsed(dietNumber, result.dietName)
      : TEXT.numberKeptBySheets(result.dietNumber, result.sheets),
  );
}

export const dietScreens = resourceScreens<DietValues, DietInput, DietItem, DietItem>({
  base: "/adminpanel/diets",
  idParam: "dietId",
  fields: ["dietNumber", "dietType", "dietName", "dietContent"],
  schema: () => dietSchema,
  texts: () => clinicScreenTexts(TEXT, (input) => input.dietName),
  list: (admin) => listDiets(admin.scope),
  get: async (admin, id) => {
    const found = await getDiet(admin.scope, id);
    return found.ok ? found.diet : null;
  },
  add: async (admin, input) => written(await addDiet(admin.scope, input), input.dietNumber),
  update: async (admin, id, input) => written(await updateDiet(admin.scope, id, input), input.dietNumber),
  remove: async (admin, id) => {
    const result = await deleteDiet(admin.scope, id);
    if (result.ok) return { name: result.dietName };
    return result.reason === "notFound" ? null : refused(TEXT.usedBySheets(result.dietNumber, result.sheets));
  },
});
