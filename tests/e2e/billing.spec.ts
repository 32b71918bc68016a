// Spec 1 §2 (billing mode: /{shopUrl} with billing=yes, Final yaadi in billing mode, about-us Admin Panel link),
// §4 (Back: billing FINALYAADI → CART → VIEW), §5 (' Bill contains nothing'), §6 (only the shop's admin bills).
// Demo data: scripts/seed/demo-stores.ts (veggie admin and its saved customers). Who may bill (another shop's admin,
// the platform owner, a forged session: sent to the sign-in, never shown the customers) is tested in
// tests/integration/billing-mode.test.ts "billing mode (?billing=yes) is only for the signed-in admin of this shop".
import { expect, type Page, test } from "@playwright/test";
import { asOwnClient, gotoReady, hydrated, screenshot, signIn, DEMO_VEGGIE as veggie } from "./helpers";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };

/** Signs the demo veggie store's admin in from a phone of its own (sign-in limits count per client). */
async function signInAsVeggieAdmin(page: Page) {
  await asOwnClient(page);
  await gotoReady(page, "/adminpanel");
  await signIn(page, veggie.userName, veggie.localPassword);
  await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();
}

/** From the signed-in admin panel: Cash Billing, then the (live) bill view. */
async function openBilling(page: Page) {
  const cashBilling = page.getByRole("link", { name: "Cash Billing" });
  // Through the panel, which checks the plan (Turbo: the demo stores are) and opens the store in billing mode.
  await expect(cashBilling).toHaveAttribute("href", "/adminpanel/billing");
  await cashBilling.click();
  await expect(page).toHaveURL(new RegExp(`/${veggie.url}\\?billing=yes$`));
  await hydrated(page);
}

const billHeading = (page: Page) => page.getByRole("heading", { name: "Your Bill" });
const add = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name}`, exact: true }).click();

test("the admin bills a cash sale and a saved customer, prints the bill, and goes back; viewing the store, the admin sees the Admin Panel links on about-us and in the footer", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = Number(sessionStorage.getItem("prints") ?? 0);
    window.print = () => {
      w.__prints++;
      sessionStorage.setItem("prints", String(w.__prints));
    };
  });
  await signInAsVeggieAdmin(page);
  await openBilling(page);

  // Billing goes straight to the list (no about-us, no customer form); a bill has no favourite stars.
  await expect(page.getByText("Billing mode ·")).toBeVisible();
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("button", { name: "START SHOPPING" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Favourite Onion" })).toHaveCount(0);

  // An empty bill cannot be placed.
  await page.getByRole("button", { name: "View Cart (0) Rs. 0", exact: true }).click();
  await expect(billHeading(page)).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  const empty = page.getByText("Bill contains nothing", { exact: true });
  await expect(empty).toBeVisible();
  await expect(empty).toHaveJSProperty("textContent", " Bill contains nothing");
  await expect(billHeading(page)).toBeVisible();

  // Back from the billing cart is the list.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("list", { name: "Products" })).toBeVisible();
  await add(page, "Onion");
  await add(page, "Coriander");
  await page.getByRole("button", { name: "More Coriander", exact: true }).click();
  await page.getByRole("button", { name: "Checkout (2) Rs. 68", exact: true }).click();
  await expect(billHeading(page)).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();

  // The bill: Cash Sale by default.
  const bill = page.getByRole("article", { name: "Bill" });
  const customer = bill.getByRole("region", { name: "Customer" });
  await expect(page.getByRole("radio", { name: "Cash Sale" })).toBeChecked();
  await expect(customer).toContainText("Cash Sale");
  await expect(bill.getByRole("heading", { name: veggie.name })).toBeVisible();
  await expect(bill.getByText("Shop 4, Mahatma Phule Mandai, Shukrawar Peth")).toBeVisible();
  await expect(bill.getByRole("row", { name: /^Onion/ }).getByRole("cell")).toHaveText([
    "Onion",
    "1 kg",
    "38.00",
    "38.00",
  ]);
  await expect(bill.getByRole("row", { name: /^Coriander/ }).getByRole("cell")).toHaveText([
    "Coriander",
    "2",
    "15.00",
    "30.00",
  ]);
  // A counter sale has no delivery charge.
  await expect(bill.getByRole("term")).toHaveText(["Products", "Grand Total"]);
  await expect(bill.getByRole("definition")).toHaveText(["2", "68.00"]);
  await expect(page.getByRole("button", { name: "Back", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print Bill" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open WhatsApp" })).toHaveCount(0);
  await screenshot(page, "bill-360.png");

  // Select Customer: the chosen saved customer's name, number and address replace 'Cash Sale'.
  await page.getByRole("radio", { name: "Select Customer" }).check();
  const chooser = page.getByRole("combobox", { name: "Customer", exact: true });
  await expect(chooser.getByRole("option", { name: "Anjali Deshpande – 9000000101" })).toHaveCount(1);
  await chooser.selectOption({ label: "Prakash Kulkarni – 9000000102" });
  await expect(customer).toContainText("Prakash Kulkarni");
  await expect(customer).toContainText("9000000102");
  await expect(customer).toContainText("Flat 5, Sai Residency, Karve Road, Pune");
  await expect(customer).not.toContainText("Cash Sale");
  await chooser.selectOption({ label: "Hotel Annapurna – 9000000103" });
  await expect(customer).toContainText("Hotel Annapurna");
  await expect(customer).not.toContainText("Prakash Kulkarni");
  await page.setViewportSize(DESKTOP);
  await expect(bill).toBeVisible();
  await screenshot(page, "bill-desktop.png");
  await page.setViewportSize(PHONE);

  // Printed as it stands: only the bill.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeHidden();
  await expect(page.getByText("Billing mode ·")).toBeHidden();
  await expect(page.getByRole("group", { name: "Sale Type" })).toBeHidden();
  for (const name of ["Back", "Print Bill", "New Bill"])
    await expect(page.getByRole("button", { name, exact: true })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(bill).toBeVisible();
  await expect(customer).toContainText("Hotel Annapurna");
  await expect(bill.getByRole("definition")).toHaveText(["2", "68.00"]);
  await screenshot(page, "bill-print-360.png");
  await page.setViewportSize(DESKTOP);
  await expect(bill).toBeVisible();
  await screenshot(page, "bill-print-desktop.png");
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ media: "screen" });

  // Back from the bill is the billing cart, with its lines.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(billHeading(page)).toBeVisible();
  await expect(page.getByLabel("Quantity of Onion", { exact: true })).toHaveText("1 kg");
  await expect(page.getByLabel("Quantity of Coriander", { exact: true })).toHaveText("2");
  await expect(page.getByText("Rs. 68.00", { exact: true })).toBeVisible();

  // Print Bill stores the bill first (numbered, tests/e2e/bills.spec.ts), then its page prints it once.
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("radio", { name: "Select Customer" }).check();
  await page
    .getByRole("combobox", { name: "Customer", exact: true })
    .selectOption({ label: "Hotel Annapurna – 9000000103" });
  await page.getByRole("button", { name: "Print Bill" }).click();
  await expect(page).toHaveURL(/\/adminpanel\/bills\/\d+\?print=1&paper=a4$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  const stored = page.getByRole("article");
  await expect(stored).toContainText("Hotel Annapurna");
  await expect(stored).toContainText("Rs. 68.00");

  // The admin viewing the store (not billing) sees the Admin Panel links on about-us and in the footer.
  await gotoReady(page, `/${veggie.url}`);
  const start = page.getByRole("button", { name: "START SHOPPING" });
  await expect(start).toBeVisible();
  const adminLinks = page.getByRole("link", { name: "Admin Panel", exact: true });
  await expect(adminLinks).toHaveCount(2);
  for (const link of await adminLinks.all()) await expect(link).toHaveAttribute("href", "/adminpanel");
  await expect(page.getByRole("main").getByRole("link", { name: "Admin Panel", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin Panel", exact: true })).toBeVisible();

  // The footer link stays on the other views.
  await start.click();
  await expect(page.getByRole("button", { name: "Proceed as Guest" })).toBeVisible();
  await expect(adminLinks).toHaveCount(1);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin Panel", exact: true })).toBeVisible();
});

test("an anonymous visitor sees no Admin Panel link, and billing mode sends them to the admin sign-in", async ({
  page,
}) => {
  await gotoReady(page, `/${veggie.url}`);
  const start = page.getByRole("button", { name: "START SHOPPING" });
  await expect(start).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await start.click();
  await expect(page.getByRole("button", { name: "Proceed as Guest" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

  await page.goto(`/${veggie.url}?billing=yes`);
  await expect(page).toHaveURL(/\/adminpanel\/$/);
  await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
});
