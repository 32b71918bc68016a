import type { Figures } from "../book";

/** A new order told to the open panel the moment it is stored (English, the source), and the phone being offline. */
export default (f: Figures) => ({
  /** The banner's region, named for a screen reader. */
  region: "New orders",
  newOrder: (id: number) => `New yaadi no. ${f.digits(id)}`,
  from: (name: string, netPaise: number) => `${name} · ${f.money(netPaise)}`,
  open: "Open",
  dismiss: (id: number) => `Close the notice of yaadi no. ${f.digits(id)}`,
  sound: "Sound for new orders",
  offline: "You are offline. New orders show here when the connection is back.",
});
