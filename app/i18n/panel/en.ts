import { bookOf } from "../book";
import fields from "../fields.en";
import account from "./account.en";
import app from "./app.en";
import auth from "./auth.en";
import bills from "./bills.en";
import bulk from "./bulk.en";
import clinic from "./clinic.en";
import gst from "./gst.en";
import home from "./home.en";
import kit from "./kit.en";
import lists from "./lists.en";
import live from "./live.en";
import makeYaadi from "./make-yaadi.en";
import menu from "./menu.en";
import myData from "./my-data.en";
import people from "./people.en";
import products from "./products.en";
import reports from "./reports.en";
import settings from "./settings.en";
import sheet from "./sheet.en";
import shell from "./shell.en";
import tax from "./tax.en";
import udhaar from "./udhaar.en";
import yaadi from "./yaadi.en";

/** The admin panel's book in English: the specs' texts, verbatim. */
export default bookOf({
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
