/** The panel's frame (English, the source): spec 2 §2's header and footer. */
export default () => ({
  /** The header's navigation, named for a screen reader. */
  nav: "Admin",
  visitStore: "Visit Store",
  yourAccount: "Your Account",
  logout: "Logout",
  home: "Home",
  loading: "Loading",
  visitTheStore: "VISIT THE STORE",
  terms: "Terms and Conditions",
  /** The end of every panel screen's title: "Products – Admin panel". */
  adminPanel: "Admin panel",
});
