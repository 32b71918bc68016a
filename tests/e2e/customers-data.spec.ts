// Customers' data (issue 30 item 5, docs/decisions/0039) in Chromium: the customer form's consent notice in the
// store's language with Proceed still on the first screen at 360 px, an order, "Delete my details" asked from the
// order page, the shop carrying it out from its home's notice, and the order page without the name. In Marathi (the
// store's and the admin's language), every text read from the books.
import { expect, test } from "@playwright/test";
import { figuresOf } from "#app/i18n/book";
import orderPageMr from "#app/i18n/order-page/mr";
import { panelTexts } from "../fixtures/panel-texts";
import { storeTexts, yaadiTexts } from "../fixtures/store-texts";
import { newShopAdmin } from "./admin-fixtures";
import { asOwnClient, gotoReady, screenshot } from "./helpers";
import { ASHA, PHONE, PRODUCTS } from "./order-helpers";

test("a customer reads the consent notice, orders, asks for their details to be deleted, and the shop does it", async ({
  page,
  browser,
}) => {
  const t = storeTexts("mr");
  const y = yaadiTexts("mr");
  const said = orderPageMr(figuresOf({ locale: "mr", digits: "latn" })).forget;
  const p = panelTexts("mr");
  const admin = await newShopAdmin(page, { at: null, storeLanguage: "mr", language: "mr", products: PRODUCTS });

  // The customer's phone: the notice under the form's title, Proceed still on the first screen.
  const phone = await browser.newPage({ viewport: PHONE, isMobile: true, baseURL: test.info().project.use.baseURL });
  await asOwnClient(phone);
  await gotoReady(phone, `/${admin.shopUrl}`);
  const start = phone.getByRole("button", { name: t.browse.startShopping });
  const proceed = phone.getByRole("button", { name: t.order.customerForm.proceed });
  const name = phone.getByLabel(t.order.customerForm.name, { exact: true });
  // In Marathi START SHOPPING and Proceed For Shopping read the same: the form's name field says which screen it is.
  await expect(start.or(proceed).first()).toBeVisible();
  if (!(await name.isVisible())) await start.click();
  await expect(phone.getByText(t.order.customerForm.notice, { exact: true })).toBeVisible();
  await expect(proceed).toBeInViewport();
  await screenshot(phone, "customers-data-notice-mr-360.png", { fullPage: false });
  await name.fill(ASHA.name);
  await phone.getByLabel(t.order.customerForm.whatsApp, { exact: true }).fill(ASHA.whatsApp);
  await phone.getByLabel(t.order.customerForm.address, { exact: true }).fill(ASHA.address);
  await proceed.click();
  await phone.getByRole("button", { name: t.browse.addName("Sugar"), exact: true }).click();
  await phone.getByRole("button", { name: new RegExp(`^${t.header.checkout}`) }).click();
  await phone.getByRole("button", { name: y.cart.placeOrder }).click();
  await phone.route("https://wa.me/**", (r) => r.fulfill({ body: "whatsapp" }));
  await phone.getByRole("button", { name: y.openWhatsApp }).click();
  await expect(phone).toHaveURL(/^https:\/\/wa\.me\//);
  const text = new URL(phone.url()).searchParams.get("text") ?? "";
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  const orderPage = `${link.pathname}${link.search}`;

  // The order page: "Delete my details", asked after a confirmation; the page then says what happens next.
  await gotoReady(phone, orderPage);
  await expect(phone.getByText(ASHA.name, { exact: true })).toBeVisible();
  await phone.getByRole("link", { name: said.button }).click();
  await expect(phone.getByRole("heading", { name: said.confirmHeading })).toBeVisible();
  await expect(phone.getByText(said.whatGoes, { exact: true })).toBeVisible();
  await screenshot(phone, "customers-data-confirm-mr-360.png");
  await phone.getByRole("button", { name: said.confirm }).click();
  await expect(phone.getByRole("status")).toContainText(said.next);
  await expect(phone.getByRole("link", { name: said.button })).toHaveCount(0);
  await screenshot(phone, "customers-data-asked-mr-360.png");

  // The shop: its home says a customer is waiting; the screen says what stays; Delete details, confirmed.
  await page.setViewportSize(PHONE);
  // The first page of the panel on this browser learns the admin's language (a cookie); the next one is in it.
  await gotoReady(page, "/adminpanel/");
  await gotoReady(page, "/adminpanel/");
  await expect(page.getByText(p.home.dataRequests.line(1), { exact: true })).toBeVisible();
  await page.getByRole("link", { name: p.home.dataRequests.open }).click();
  await expect(page.getByRole("heading", { name: p.people.requests.title })).toBeVisible();
  await expect(page.getByText(ASHA.name, { exact: true })).toBeVisible();
  await expect(page.getByText(p.people.requests.orders(1), { exact: true })).toBeVisible();
  await page.getByText(p.people.requests.carryOut, { exact: true }).click();
  await screenshot(page, "customers-data-admin-mr-360.png");
  await page.getByRole("button", { name: p.people.requests.confirm }).click();
  await expect(page.getByText(p.people.requests.done)).toBeVisible();
  await expect(page.getByText(p.people.requests.none, { exact: true })).toBeVisible();

  // The order page no longer shows the name, and says why.
  await gotoReady(phone, orderPage);
  await expect(phone.getByText(said.deletedName, { exact: true })).toBeVisible();
  await expect(phone.getByText(said.done, { exact: true })).toBeVisible();
  await expect(phone.getByText(ASHA.name)).toHaveCount(0);
  await expect(phone.getByText(ASHA.address)).toHaveCount(0);
  await screenshot(phone, "customers-data-deleted-mr-360.png");
  await phone.close();
});
