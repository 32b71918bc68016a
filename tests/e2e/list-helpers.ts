// The admin panel's list screens as their specs drive them (admin-lists, dealers, clinic-clients, clinic-diets): a
// list's names in order, a column's sort, and delete with the spec's confirmation.
import { expect, type Page } from "@playwright/test";

/** The names of a list's rows, top to bottom, read from each row's "Edit {name}" link. */
export async function namesIn(page: Page, table: string): Promise<string[]> {
  const links = page.getByRole("table", { name: table }).getByRole("link", { name: /^Edit / });
  return (await links.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((label) =>
    label.replace(/^Edit /, ""),
  );
}

/** Clicks a column header's sort button (the first click sorts ascending, the next descending). */
export async function sortBy(page: Page, column: string, direction: "ascending" | "descending") {
  const header = page.getByRole("columnheader", { name: new RegExp(`^${column}`) });
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", direction);
}

/** Accepts the spec's delete confirmation for `name` (and fails on any other text). */
export function acceptDeleteOf(page: Page, name: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(`You really want to delete ${name} ?`);
    await dialog.accept();
  });
}

/**
 * DELETE on a list screen (/adminpanel/{screen}): the spec's confirmation, 'Delete action in Progress.' while it runs
 * (the request is held until the text has shown), then the result `done`.
 */
export async function deleteWhileHeld(page: Page, screen: string, name: string, done: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const data = `**/adminpanel/${screen}.data*`;
  await page.route(data, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  acceptDeleteOf(page, name);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText("Delete action in Progress.", { exact: true })).toBeVisible();
  release();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await page.unroute(data);
}
