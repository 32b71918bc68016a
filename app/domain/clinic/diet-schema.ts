/** Server-side re-check of the diet form (the rules of diet.ts); the values come out as they are stored. */
import { z } from "#app/domain/zod";
import { zField, zSelect } from "../field-schemas";
import { DIET_TYPE_LABEL, DIET_TYPES, dietRules } from "./clinic";
import { dietNumberOf, normalizeLineBreaks } from "./diet";

export const dietSchema = z.object({
  dietNumber: zField(dietRules.dietNumber).transform(dietNumberOf),
  dietType: zSelect(DIET_TYPE_LABEL).pipe(z.enum(DIET_TYPES, { error: `${DIET_TYPE_LABEL} is required` })),
  dietName: zField(dietRules.dietName),
  dietContent: z.preprocess((v) => (typeof v === "string" ? normalizeLineBreaks(v) : v), zField(dietRules.dietContent)),
});

export type DietInput = z.output<typeof dietSchema>;
