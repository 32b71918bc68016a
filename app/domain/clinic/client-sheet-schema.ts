/** Server-side re-check of the client sheet form (the rules of client-sheet.ts). */
import { z } from "#app/domain/zod";
import { zField } from "../field-schemas";
import { checkSheetDate } from "./client-sheet";
import { sheetRules } from "./clinic";

const dateOfDelivery = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  z.string().superRefine((v, ctx) => {
    const message = checkSheetDate(v);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  }),
);

export const sheetSchema = z.object({
  dietNumber: zField(sheetRules.dietNumber).transform(Number),
  clientWeight: zField(sheetRules.clientWeight),
  dateOfDelivery,
});

export type SheetInput = z.output<typeof sheetSchema>;
