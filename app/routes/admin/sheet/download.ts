// SCAFFOLD: replaced by the download's real module.
export function loader() {
  return new Response("Not found", { status: 404 });
}
