/** Each book's built file by book and language ("store/mr" → "/assets/mr-….js"); empty outside a build. */
declare module "virtual:book-chunks" {
  const files: Readonly<Record<string, string>>;
  export default files;
  /** The built files of the store's views after browsing, with their imports; empty outside a build. */
  export const storeLaterFiles: readonly string[];
}
