/**
 * A result message carried across a redirect (the post/redirect/get of every admin form): "After a successful update
 * the screen returns to LIST" with the spec's text, and the rows that changed go to the top (spec 2 §2).
 * A short-lived cookie, read once by the admin layout.
 */
export type Flash = { tone: "success" | "error"; text: string; changedIds?: number[] };
