/*
 * A server-rendered page read as a person or a screen reader meets it, for checks that need no browser: its elements
 * by role and accessible name (as Playwright's getByRole finds them), by visible text and by label. A small reader
 * for React's well-formed markup, not a browser: no CSS, so "shown" means in the page and not `hidden`.
 */

export type PageElement = {
  tag: string;
  attrs: Record<string, string>;
  children: PageNode[];
  parent: PageElement | null;
};
type PageNode = PageElement | string;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is not markup (kept out of the tree: nobody reads it on the page). */
const RAW = new Set(["script", "style"]);
/** Elements whose content is not on the page. */
const UNSEEN = new Set(["script", "style", "template", "head", "title", "noscript"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return attrs;
}

/** The document as a tree of elements and texts (entities decoded); scripts and styles are left out. */
export function parsePage(html: string): PageElement {
  const root: PageElement = { tag: "#document", attrs: {}, children: [], parent: null };
  let current = root;
  const token =
    /<!--[\s\S]*?-->|<!\w[^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|[^<]+|</g;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [whole, closing, opening, attrSource = "", selfClosing] = m;
    if (whole.startsWith("<!")) continue;
    if (closing) {
      const tag = closing.toLowerCase();
      for (let open: PageElement | null = current; open && open !== root; open = open.parent) {
        if (open.tag === tag) {
          current = open.parent!;
          break;
        }
      }
      continue;
    }
    if (opening) {
      const tag = opening.toLowerCase();
      const element: PageElement = { tag, attrs: attributesOf(attrSource), children: [], parent: current };
      current.children.push(element);
      if (RAW.has(tag)) {
        const end = html.indexOf(`</${tag}`, token.lastIndex);
        token.lastIndex = end < 0 ? html.length : end;
      } else if (!selfClosing && !VOID.has(tag)) current = element;
      continue;
    }
    current.children.push(decodeEntities(whole));
  }
  return root;
}

const elementsIn = (node: PageElement): PageElement[] =>
  node.children.flatMap((child) => (typeof child === "string" ? [] : [child, ...elementsIn(child)]));

/** Left out of what a reader meets: a `hidden` or aria-hidden element, or one in the page's head or a template. */
export function isHidden(element: PageElement): boolean {
  for (let e: PageElement | null = element; e; e = e.parent) {
    if (UNSEEN.has(e.tag) || "hidden" in e.attrs || e.attrs["aria-hidden"] === "true") return true;
    if (/(^|;)\s*display\s*:\s*none/.test(e.attrs.style ?? "")) return true;
  }
  return false;
}

const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, " ").trim();

/** An element's text as shown, whitespace collapsed (an image counts by its alt text). */
export function textOf(node: PageNode): string {
  const raw = (n: PageNode): string => {
    if (typeof n === "string") return n;
    if (UNSEEN.has(n.tag) || "hidden" in n.attrs) return "";
    if (n.tag === "img") return n.attrs.alt ?? "";
    if (n.tag === "br") return "\n";
    return n.children.map(raw).join("");
  };
  return normalise(raw(node));
}

function documentOf(element: PageElement): PageElement {
  let e = element;
  while (e.parent) e = e.parent;
  return e;
}

function byId(root: PageElement, id: string): PageElement | undefined {
  return elementsIn(root).find((e) => e.attrs.id === id);
}

/** The element's label: aria-labelledby, aria-label, a <label> for it or around it, an image's alt. */
function labelOf(element: PageElement): string | null {
  const root = documentOf(element);
  const labelledBy = element.attrs["aria-labelledby"];
  if (labelledBy)
    return normalise(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = byId(root, id);
          return target ? textOf(target) : "";
        })
        .join(" "),
    );
  if (element.attrs["aria-label"] !== undefined) return normalise(element.attrs["aria-label"]);
  if (["input", "select", "textarea", "button", "meter", "output", "progress"].includes(element.tag)) {
    const id = element.attrs.id;
    const labels = elementsIn(root).filter((e) => e.tag === "label" && id !== undefined && e.attrs.for === id);
    for (let e = element.parent; e; e = e.parent) if (e.tag === "label") labels.push(e);
    if (labels.length) return normalise(labels.map(textOf).join(" "));
  }
  if (element.tag === "img") return normalise(element.attrs.alt ?? "");
  return null;
}

/** Roles named by their content, as the accessible-name rules have it. */
const NAMED_BY_CONTENT = new Set([
  "button",
  "link",
  "heading",
  "cell",
  "columnheader",
  "rowheader",
  "row",
  "option",
  "tab",
  "menuitem",
  "listitem",
  "term",
  "definition",
  "radio",
  "checkbox",
  "switch",
  "tooltip",
]);

/** The element's role: its role attribute, or the one its tag and attributes give it. */
export function roleOf(element: PageElement): string | null {
  const explicit = element.attrs.role?.split(/\s+/)[0];
  if (explicit) return explicit;
  const { tag, attrs } = element;
  const within = (...tags: string[]) => {
    for (let e = element.parent; e; e = e.parent) if (tags.includes(e.tag)) return true;
    return false;
  };
  switch (tag) {
    case "a":
    case "area":
      return "href" in attrs ? "link" : null;
    case "button":
      return "button";
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
      return "heading";
    case "nav":
      return "navigation";
    case "main":
      return "main";
    case "header":
      return within("article", "aside", "main", "nav", "section") ? null : "banner";
    case "footer":
      return within("article", "aside", "main", "nav", "section") ? null : "contentinfo";
    case "section":
      return labelOf(element) ? "region" : null;
    case "aside":
      return "complementary";
    case "article":
      return "article";
    case "form":
      return labelOf(element) ? "form" : null;
    case "search":
      return "search";
    case "ul":
    case "ol":
    case "menu":
      return "list";
    case "li":
      return "listitem";
    case "table":
      return "table";
    case "tr":
      return "row";
    case "td":
      return "cell";
    case "th":
      return attrs.scope === "row" ? "rowheader" : "columnheader";
    case "dt":
      return "term";
    case "dd":
      return "definition";
    case "dialog":
      return "dialog";
    case "figure":
      return "figure";
    case "img":
      return attrs.alt === "" ? "presentation" : "img";
    case "select":
      return "multiple" in attrs || Number(attrs.size ?? 1) > 1 ? "listbox" : "combobox";
    case "option":
      return "option";
    case "textarea":
      return "textbox";
    case "progress":
      return "progressbar";
    case "input":
      switch (attrs.type ?? "text") {
        case "button":
        case "submit":
        case "reset":
        case "image":
          return "button";
        case "checkbox":
          return "checkbox";
        case "radio":
          return "radio";
        case "range":
          return "slider";
        case "number":
          return "spinbutton";
        case "search":
          return "list" in attrs ? "combobox" : "searchbox";
        case "hidden":
        case "file":
        case "password":
        case "color":
        case "date":
        case "datetime-local":
        case "month":
        case "time":
        case "week":
          return null;
        default:
          return "list" in attrs ? "combobox" : "textbox";
      }
    default:
      return null;
  }
}

/** The element's accessible name. */
export function nameOf(element: PageElement): string {
  const label = labelOf(element);
  if (label !== null) return label;
  const role = roleOf(element);
  if (role && NAMED_BY_CONTENT.has(role)) return textOf(element);
  if (element.tag === "input" && ["submit", "button", "reset"].includes(element.attrs.type ?? ""))
    return normalise(element.attrs.value ?? "");
  return normalise(element.attrs.title ?? "");
}

/** Text or a name as Playwright matches it: a pattern, the whole text (exact), or else a part in any case. */
export type TextMatch = string | RegExp;
function matches(value: string, expected: TextMatch, exact = false): boolean {
  if (expected instanceof RegExp) return expected.test(value);
  const want = normalise(expected);
  return exact ? value === want : value.toLowerCase().includes(want.toLowerCase());
}

export type Scope = PageElement | string;
const rootOf = (scope: Scope) => (typeof scope === "string" ? parsePage(scope) : scope);

/** Elements of `role` (not hidden) in the page or under an element, by name and, for headings, level. */
export function getAllByRole(
  scope: Scope,
  role: string,
  options: { name?: TextMatch; exact?: boolean; level?: number } = {},
): PageElement[] {
  return elementsIn(rootOf(scope)).filter(
    (e) =>
      roleOf(e) === role &&
      !isHidden(e) &&
      (options.level === undefined ||
        e.tag === `h${options.level}` ||
        e.attrs["aria-level"] === String(options.level)) &&
      (options.name === undefined || matches(nameOf(e), options.name, options.exact)),
  );
}

/** The one element of `role` by that name; fails with what the page has instead when there is none or more. */
export function getByRole(
  scope: Scope,
  role: string,
  options: { name?: TextMatch; exact?: boolean; level?: number } = {},
): PageElement {
  const found = getAllByRole(scope, role, options);
  if (found.length !== 1) {
    const seen = getAllByRole(scope, role).map((e) => JSON.stringify(nameOf(e)));
    throw new Error(
      `${found.length} elements of role ${role} named ${String(options.name)}${options.level ? ` (level ${options.level})` : ""}; the page has: ${seen.join(", ") || "none"}`,
    );
  }
  return found[0]!;
}

/** The innermost shown elements whose text matches (exact: the whole text; else a part, in any case). */
export function getAllByText(scope: Scope, text: TextMatch, options: { exact?: boolean } = {}): PageElement[] {
  const hits = elementsIn(rootOf(scope)).filter((e) => !isHidden(e) && matches(textOf(e), text, options.exact));
  return hits.filter((e) => !hits.some((other) => other !== e && isWithin(other, e)));
}

/** The form controls labelled so (aria-labelledby, aria-label, a <label>). */
export function getAllByLabel(scope: Scope, label: TextMatch, options: { exact?: boolean } = {}): PageElement[] {
  return elementsIn(rootOf(scope)).filter((e) => {
    if (isHidden(e)) return false;
    const name = labelOf(e);
    return name !== null && e.tag !== "label" && matches(name, label, options.exact);
  });
}

function isWithin(element: PageElement, ancestor: PageElement): boolean {
  for (let e = element.parent; e; e = e.parent) if (e === ancestor) return true;
  return false;
}

/** The page's <title>. */
export function titleOf(html: string): string | undefined {
  const title = elementsIn(parsePage(html)).find((e) => e.tag === "title");
  return title && normalise(title.children.filter((c): c is string => typeof c === "string").join(""));
}
