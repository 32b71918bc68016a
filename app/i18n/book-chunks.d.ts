/**
 * Each book's built file, with the files it imports, by book (and part) and language ("store/mr" → ["/assets/mr-….js",
 * …], "panel/frame/mr"); empty outside a build.
 */
declare module "virtual:book-chunks" {
  const files: Readonly<Record<string, readonly string[]>>;
  export default files;
  /** The built files of the store's views after browsing, with what they import beyond every page's; empty outside a build. */
  export const storeLaterFiles: readonly string[];
}
