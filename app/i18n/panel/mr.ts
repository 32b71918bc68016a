import { type Book, bookOf } from "../book";
import fields from "../fields.mr";
import account from "./account.mr";
import app from "./app.mr";
import auth from "./auth.mr";
import bills from "./bills.mr";
import bulk from "./bulk.mr";
import clinic from "./clinic.mr";
import gst from "./gst.mr";
import home from "./home.mr";
import type { PanelTexts } from "./index";
import kit from "./kit.mr";
import lists from "./lists.mr";
import live from "./live.mr";
import makeYaadi from "./make-yaadi.mr";
import menu from "./menu.mr";
import myData from "./my-data.mr";
import people from "./people.mr";
import products from "./products.mr";
import reports from "./reports.mr";
import settings from "./settings.mr";
import sheet from "./sheet.mr";
import shell from "./shell.mr";
import tax from "./tax.mr";
import udhaar from "./udhaar.mr";
import yaadi from "./yaadi.mr";

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
