import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { formOf } from "#app/server/request/form-body.server";
import { type AdminRequest, adminOf } from "../admin/pipeline.server";
import { idParam, notFound } from "./access.server";
import { redirectWithFlash } from "./flash.server";
import { lockOf } from "./gate.server";

/*
 * A panel resource's screens declared once (docs/decisions/0025): LIST (with each row's Delete), ADD and UPDATE (with
 * Delete), their loaders and actions, refusals and flash texts. A resource is its form's fields, its schema, its texts
 * and its repository; everything else — the 404 for an id that is not this shop's, the form's values sent back with a
 * refusal, the spec's 'Error retriving …' when the list cannot be read, ADD staying on ADD and UPDATE returning to
 * LIST with the row on top — is written here. Gates (plan, version, facility) are the route group's middleware
 * (gate.server.ts); write-once is the panel layout's.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };

/** A write or delete the rules refuse, with what the screen says (e.g. 409 for a number another row has). */
export type Refused = { ok: false; reason: "refused"; message: string; status: 400 | 409 | 500 };
/** A repository's answer to a write: the row's id, no such row in this shop, or a refusal the form shows. */
export type Written = { ok: true; id: number } | { ok: false; reason: "notFound" } | Refused;

export type ResourceTexts<Input> = {
  /** Shown in the list's frame when the list cannot be read (spec 3 §8 'Error retriving …'). */
  loadFailed: string;
  added: (input: Input) => string;
  updated: (input: Input) => string;
  deleted: (name: string) => string;
  /** A write that failed for a reason of ours (the spec's 'Error... could not …', else 'Something went wrong...'). */
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

export type Resource<Values extends Record<string, string>, Input, Row, Item, Frame extends object> = {
  /** LIST's URL; ADD is `${base}/new`, UPDATE `${base}/{id}`. */
  base: string;
  /** The route param that holds UPDATE's id. */
  idParam: string;
  /** The form's fields: what it sent is read as text, and sent back with a refusal. */
  fields: readonly (keyof Values & string)[];
  /** What a refused form shows again (a password is typed again, never sent back). */
  echo?: (values: Values) => Values;
  schema: (admin: AdminRequest, mode: "add" | "update") => z.ZodType<Input> | Promise<z.ZodType<Input>>;
  texts: ResourceTexts<Input>;
  /** What every screen of the resource needs beside its rows or item (a plan flag, the shop's URL). */
  frame?: (admin: AdminRequest, request: Request) => Frame | Promise<Frame>;
  list: (admin: AdminRequest, request: Request) => Promise<Row[]>;
  get: (admin: AdminRequest, id: number) => Promise<Item | null>;
  add: (admin: AdminRequest, input: Input) => Promise<Written>;
  update: (admin: AdminRequest, id: number, input: Input) => Promise<Written>;
  /** The deleted row's name (for the flash), null when this shop has no such row, or why it may not go. */
  remove: (admin: AdminRequest, id: number) => Promise<{ name: string } | null | Refused>;
};

/**
 * A loader's answer behind a closed gate: nothing is read, and the screen is never drawn (the gate's layout draws the
 * lock instead), so no screen has to know the case.
 */
const LOCKED = {} as never;

/** The loaders and actions of a resource's LIST, ADD and UPDATE route modules. */
export function resourceScreens<Values extends Record<string, string>, Input, Row, Item, Frame extends object = object>(
  resource: Resource<Values, Input, Row, Item, Frame>,
) {
  const { base, texts } = resource;
  const frameOf = async (admin: AdminRequest, request: Request) =>
    (await resource.frame?.(admin, request)) ?? ({} as Frame);
  const echo = resource.echo ?? ((values: Values) => values);

  function valuesOf(form: FormData): Values {
    const entries = resource.fields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    });
    return Object.fromEntries(entries) as Values;
  }

  async function remove(request: Request, admin: AdminRequest, id: number) {
    let removed: { name: string } | null | Refused;
    try {
      removed = await resource.remove(admin, id);
    } catch (error) {
      console.error(`${base}: delete failed`, error);
      return data({ error: texts.deleteFailed }, { status: 500 });
    }
    if (!removed) notFound();
    if ("reason" in removed) return data({ error: removed.message }, { status: removed.status });
    return redirectWithFlash(request, base, { tone: "success", text: texts.deleted(removed.name) });
  }

  return {
    async listLoader({ request, context }: Args) {
      if (lockOf(context)) return LOCKED;
      const admin = adminOf(context);
      const frame = await frameOf(admin, request);
      try {
        return { ...frame, rows: await resource.list(admin, request), loadError: null as string | null };
      } catch (error) {
        console.error(`${base}: list failed`, error);
        return { ...frame, rows: [] as Row[], loadError: texts.loadFailed as string | null };
      }
    },

    /** LIST posts only each row's Delete. */
    async listAction({ request, context }: Args) {
      const form = formOf(context);
      if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
      return remove(request, adminOf(context), idParam(form.get("id")));
    },

    /** ADD (no id in the URL) or UPDATE of this shop's row; another shop's id is a 404. */
    async formLoader({ request, context, params }: Args) {
      if (lockOf(context)) return LOCKED;
      const admin = adminOf(context);
      const raw = params[resource.idParam];
      const item = raw === undefined ? null : ((await resource.get(admin, idParam(raw))) ?? notFound());
      return { ...(await frameOf(admin, request)), item };
    },

    /** ADD stays on ADD after success; UPDATE returns to LIST with the row on top; Delete from UPDATE too. */
    async formAction({ request, context, params }: Args) {
      const admin = adminOf(context);
      const form = formOf(context);
      const raw = params[resource.idParam];
      const id = raw === undefined ? null : idParam(raw);
      // Looked up in this shop first, so another shop's id is a 404 whatever the form holds.
      if (id !== null && !(await resource.get(admin, id))) notFound();
      if (id !== null && form.get("intent") === "delete") return remove(request, admin, id);

      const values = valuesOf(form);
      const schema = await resource.schema(admin, id === null ? "add" : "update");
      const parsed = schema.safeParse(values);
      if (!parsed.success)
        return data({ error: parsed.error.issues[0]!.message, values: echo(values) }, { status: 400 });
      const input = parsed.data;
      let written: Written;
      try {
        written = id === null ? await resource.add(admin, input) : await resource.update(admin, id, input);
      } catch (error) {
        console.error(`${base}: write failed`, error);
        const failed = id === null ? texts.addFailed : texts.updateFailed;
        return data({ error: failed, values: echo(values) }, { status: 500 });
      }
      if (!written.ok) {
        // Deleted by another session between the look-up above and this write.
        if (written.reason === "notFound") notFound();
        return data({ error: written.message, values: echo(values) }, { status: written.status });
      }
      return id === null
        ? redirectWithFlash(request, `${base}/new`, {
            tone: "success",
            text: texts.added(input),
            changedIds: [written.id],
          })
        : redirectWithFlash(request, base, { tone: "success", text: texts.updated(input), changedIds: [written.id] });
    },
  };
}
