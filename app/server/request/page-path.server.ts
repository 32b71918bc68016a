/**
 * The page a request is for: a client navigation asks for its loaders' data at "{path}.data" ("/_root.data" for "/"),
 * and belongs to the same page (its store, its language, its write) as a full load of that path.
 */
export function pagePathOf(url: URL): string {
  const path = url.pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
}
