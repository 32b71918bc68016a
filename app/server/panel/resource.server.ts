import { data, type RouterContextProvider } from "react-router";
import type { z } from "#app/domain/zod";
import type { Locale } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { formOf } from "#app/server/request/form-body.server";
import { adminOf } from "../admin/pipeline.server";
import { ownerOf } from "../owner/pipeline.server";
import { idParam, notFound } from "./access.server";
import { redirectWithFlash } from "./flash.server";
import { lockOf } from "./gate.server";
import { panelTexts } from "./texts.server";

/*
 * A panel resource's screens declared once (docs/decisions/0026): LIST (with each row's Delete), ADD and UPDATE (with
 * Delete), their loaders and actions, refusals and flash texts. A resource is its form's fields, its schema, its texts
 * and its repository; everything else — the 404 for an id that is not this shop's, the form's values sent back with a
 * refusal, the spec's 'Error retriving …' when the list cannot be read, ADD staying on ADD and UPDATE returning to
 * LIST with the row on top — is written here. Gates (plan, version, facility) are the route group's middleware
 * (gate.server.ts); write-once is the panel layout's. The same kit serves the shop's panel (`resourceScreens`, over
 * the signed-in admin) and the back office (`ownerResourceScreens`, over the platform owner).
 */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };

/** A write or delete the rules refuse, with what the screen says (e.g. 409 for a number another row has). */
export type Refused = { ok: false; reason: "refused"; message: string; status: 400 | 409 | 500 };
/**
 * A repository's answer to a write: the row's id, no such row in this shop, or a refusal the form shows. An add may
 * carry what its screen shows this once (a new admin's one-time password): then ADD answers with it instead of a
 * redirect, so it never rides in a cookie or a URL.
 */
export type Written<Added = never> =
  | { ok: true; id: number; added?: Added }
  | { ok: false; reason: "notFound" }
  | Refused;

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

/** A list that is cut to a page: its rows, and how many there are in all. */
export type ListPage<Row> = { rows: Row[]; total: number };

export type Resource<
  P,
  Values extends Record<string, string>,
  Input,
  Row,
  Item,
  Frame extends object,
  Added = never,
> = {
  /** LIST's URL; ADD is `${base}/new`, UPDATE `${base}/{id}`. */
  base: string;
  /** The route param that holds UPDATE's id. */
  idParam: string;
  /** The form's fields: what it sent is read as text, and sent back with a refusal. */
  fields: readonly (keyof Values & string)[];
  /** What a refused form shows again (a password is typed again, never sent back). */
  echo?: (values: Values) => Values;
  /** UPDATE's schema also sees the row as stored (a value left unchanged is not checked again). */
  schema: (panel: P, mode: "add" | "update", item: Item | null) => z.ZodType<Input> | Promise<z.ZodType<Input>>;
  /** Its texts in the reader's language (the admin's own; the back office reads English). */
  texts: (t: PanelTexts) => ResourceTexts<Input>;
  /** What the resource's screens need beside their rows or item (a plan flag, the shop's URL, a form's choices). */
  frame?: (panel: P, request: Request, screen: "list" | "form") => Frame | Promise<Frame>;
  /** Where ADD goes after an add (default: ADD again, empty). */
  addedTo?: (id: number, request: Request) => string;
  /** LIST's row actions beside Delete, by their intent (Products' Duplicate): each answers its own post. */
  rowActions?: Record<string, (panel: P, form: FormData, request: Request) => Promise<Response | RowRefused>>;
  list: (panel: P, request: Request) => Promise<Row[] | ListPage<Row>>;
  get: (panel: P, id: number) => Promise<Item | null>;
  add: (panel: P, input: Input, request: Request) => Promise<Written<Added>>;
  update: (panel: P, id: number, input: Input) => Promise<Written>;
  /** The deleted row's name (for the flash), null when this shop has no such row, or why it may not go. */
  remove: (panel: P, id: number) => Promise<{ name: string } | null | Refused>;
};

/** A delete that did not happen: what the row's screen says. */
type DeleteRefused = { error: string; values?: undefined; added?: undefined };
/** A row action the rules refuse, said beside the list (a product's copies that the plan has no room for). */
export type RowRefused = ReturnType<typeof data<{ error: string }>>;

/** What a form's post answers besides a redirect: a refusal with the values to show again, or an add's one-time data. */
type FormAnswer<Values, Added> =
  | { error: string; values: Values; added?: undefined }
  | ([Added] extends [never] ? never : { error: null; values: null; added: Added });

/**
 * A loader's answer behind a closed gate: nothing is read, and the screen is never drawn (the gate's layout draws the
 * lock instead), so no screen has to know the case.
 */
const LOCKED = {} as never;

/** The kit over one panel: how a loader or action finds who is signed in (after the panel's middleware). */
function resourceKit<P>(panelOf: (context: Readonly<RouterContextProvider>) => P, languageOf: (panel: P) => Locale) {
  return function screens<
    Values extends Record<string, string>,
    Input,
    Row,
    Item,
    Frame extends object = object,
    Added = never,
  >(resource: Resource<P, Values, Input, Row, Item, Frame, Added>) {
    return declaredScreens(panelOf, languageOf, resource);
  };
}

/** The shop admin's screens (the admin pipeline's `adminOf`), behind the route group's gates. */
export const resourceScreens = resourceKit(adminOf, (admin) => admin.language);
/** The platform owner's back-office screens (the owner pipeline's `ownerOf`); the back office has no gates. */
export const ownerResourceScreens = resourceKit(ownerOf, () => "en");

/** The loaders and actions of a resource's LIST, ADD and UPDATE route modules. */
function declaredScreens<P, Values extends Record<string, string>, Input, Row, Item, Frame extends object, Added>(
  panelOf: (context: Readonly<RouterContextProvider>) => P,
  languageOf: (panel: P) => Locale,
  resource: Resource<P, Values, Input, Row, Item, Frame, Added>,
) {
  const { base } = resource;
  /** The resource's texts, and the domain's English said, in the reader's language. */
  async function wordsOf(panel: P) {
    const t = await panelTexts(languageOf(panel));
    return { texts: resource.texts(t), say: panelSay(t), t };
  }
  const frameOf = async (panel: P, request: Request, screen: "list" | "form") =>
    (await resource.frame?.(panel, request, screen)) ?? ({} as Frame);
  const echo = resource.echo ?? ((values: Values) => values);

  function valuesOf(form: FormData): Values {
    const entries = resource.fields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    });
    return Object.fromEntries(entries) as Values;
  }

  async function remove(request: Request, panel: P, id: number) {
    const { texts, say } = await wordsOf(panel);
    let removed: { name: string } | null | Refused;
    try {
      removed = await resource.remove(panel, id);
    } catch (error) {
      console.error(`${base}: delete failed`, error);
      return data<DeleteRefused>({ error: texts.deleteFailed }, { status: 500 });
    }
    if (!removed) notFound();
    if ("reason" in removed) return data<DeleteRefused>({ error: say(removed.message) }, { status: removed.status });
    return redirectWithFlash(request, base, { tone: "success", text: texts.deleted(removed.name) });
  }

  return {
    async listLoader({ request, context }: Args) {
      if (lockOf(context)) return LOCKED;
      const panel = panelOf(context);
      const frame = await frameOf(panel, request, "list");
      try {
        const listed = await resource.list(panel, request);
        const page = Array.isArray(listed) ? { rows: listed, total: listed.length } : listed;
        return { ...frame, ...page, loadError: null as string | null };
      } catch (error) {
        console.error(`${base}: list failed`, error);
        const { texts } = await wordsOf(panel);
        return { ...frame, rows: [] as Row[], total: 0, loadError: texts.loadFailed as string | null };
      }
    },

    /** LIST posts each row's Delete, and the resource's own row actions. */
    async listAction({ request, context }: Args) {
      const form = formOf(context);
      const intent = form.get("intent");
      if (intent === "delete") return remove(request, panelOf(context), idParam(form.get("id")));
      const rowAction = typeof intent === "string" ? resource.rowActions?.[intent] : undefined;
      if (!rowAction) return data({ error: (await wordsOf(panelOf(context))).t.kit.somethingWrong }, { status: 400 });
      return rowAction(panelOf(context), form, request);
    },

    /** ADD (no id in the URL) or UPDATE of this shop's row; another shop's id is a 404. */
    async formLoader({ request, context, params }: Args) {
      if (lockOf(context)) return LOCKED;
      const panel = panelOf(context);
      const raw = params[resource.idParam];
      const item = raw === undefined ? null : ((await resource.get(panel, idParam(raw))) ?? notFound());
      return { ...(await frameOf(panel, request, "form")), item };
    },

    /** ADD stays on ADD after success; UPDATE returns to LIST with the row on top; Delete from UPDATE too. */
    async formAction({ request, context, params }: Args) {
      const panel = panelOf(context);
      const form = formOf(context);
      const raw = params[resource.idParam];
      const id = raw === undefined ? null : idParam(raw);
      // Looked up in this shop first, so another shop's id is a 404 whatever the form holds.
      const stored = id === null ? null : ((await resource.get(panel, id)) ?? notFound());
      if (id !== null && form.get("intent") === "delete") return remove(request, panel, id);

      const values = valuesOf(form);
      const { texts, say } = await wordsOf(panel);
      const refused = (error: string, status: number) =>
        data<FormAnswer<Values, Added>>({ error: say(error), values: echo(values) }, { status });
      const schema = await resource.schema(panel, id === null ? "add" : "update", stored);
      const parsed = schema.safeParse(values);
      if (!parsed.success) return refused(parsed.error.issues[0]!.message, 400);
      const input = parsed.data;
      let written: Written<Added>;
      try {
        written = id === null ? await resource.add(panel, input, request) : await resource.update(panel, id, input);
      } catch (error) {
        console.error(`${base}: write failed`, error);
        return refused(id === null ? texts.addFailed : texts.updateFailed, 500);
      }
      if (!written.ok) {
        // Deleted by another session between the look-up above and this write.
        if (written.reason === "notFound") notFound();
        return refused(written.message, written.status);
      }
      if (written.added !== undefined)
        return data({ error: null, values: null, added: written.added } as FormAnswer<Values, Added>, {
          headers: { "Cache-Control": "no-store" },
        });
      return id === null
        ? redirectWithFlash(request, resource.addedTo?.(written.id, request) ?? `${base}/new`, {
            tone: "success",
            text: texts.added(input),
            changedIds: [written.id],
          })
        : redirectWithFlash(request, base, { tone: "success", text: texts.updated(input), changedIds: [written.id] });
    },
  };
}
