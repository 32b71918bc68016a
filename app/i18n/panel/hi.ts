import { type Book, bookOf } from "../book";
import fields from "../fields.hi";
import account from "./account.hi";
import app from "./app.hi";
import auth from "./auth.hi";
import bills from "./bills.hi";
import bulk from "./bulk.hi";
import clinic from "./clinic.hi";
import gst from "./gst.hi";
import home from "./home.hi";
import type { PanelTexts } from "./index";
import kit from "./kit.hi";
import lists from "./lists.hi";
import live from "./live.hi";
import makeYaadi from "./make-yaadi.hi";
import menu from "./menu.hi";
import myData from "./my-data.hi";
import people from "./people.hi";
import products from "./products.hi";
import reports from "./reports.hi";
import settings from "./settings.hi";
import sheet from "./sheet.hi";
import shell from "./shell.hi";
import tax from "./tax.hi";
import udhaar from "./udhaar.hi";
import yaadi from "./yaadi.hi";

const book: Book<PanelTexts> = bookOf({
  shell,
  menu,
  home,
  account,
  kit,
  fields,
  products,
  lists,
  bulk,
  sheet,
  people,
  clinic,
  settings,
  reports,
  makeYaadi,
  gst,
  auth,
  yaadi,
  bills,
  udhaar,
  live,
  app,
  tax,
  myData,
});
export default book;
