/**
 * zod schemas built from the field rules, for server-side re-validation and form schemas. Kept apart from
 * field-rules.ts so browser code that only shows live messages does not load zod.
 */
import { z } from "#app/domain/zod";
import { checkField, checkSelect, type FieldRule } from "./field-rules";

/**
 * A missing form field (FormData.get gives null, JSON may omit it) is treated as empty, so the
 * server answers with the same '{label} is required' the form shows rather than zod's own text.
 */
function trimmedString(requiredMessage: string) {
  return z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string({ error: requiredMessage }).trim());
}

/** Builds a zod string schema that trims and applies checkField, issuing the spec message as the zod issue message. */
export function zField(rule: FieldRule): z.ZodType<string> {
  return trimmedString(`${rule.label} is required`).superRefine((v, ctx) => {
    const message = checkField(rule, v);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

/** Zod schema for a required select; the output is the trimmed chosen value. */
export function zSelect(label: string): z.ZodType<string> {
  return trimmedString(`${label} is required`).superRefine((v, ctx) => {
    const message = checkSelect(label, v);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}
