/** Each book's built file by book and language ("store/mr" → "/assets/mr-….js"); empty outside a build. */
declare module "virtual:book-chunks" {
  const files: Readonly<Record<string, string>>;
  export default files;
}
