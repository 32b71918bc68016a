/**
 * The shop app (English, the source): the admin panel put on a phone's home screen — its name under the icon, and the
 * page it shows when a screen cannot be opened for want of a connection (docs/decisions/0032).
 */
export default () => ({
  /** Under the icon and in the phone's list of apps: the same for every shop (the app names no shop). */
  name: "Yaadi Admin",
  shortName: "Yaadi Admin",
  description: "Your shop's yaadies, products and settings, with each new order the moment it arrives.",
  /** A diet clinic's panel is an app of its own: its name and what it holds (it takes no orders). */
  clinic: {
    name: "Yaadi Clinic",
    shortName: "Yaadi Clinic",
    description: "Your clinic's clients, diets and client sheets.",
  },
  offline: {
    title: "You are offline",
    detail:
      "This phone has no internet connection, so this screen cannot open. Nothing is lost: it opens when the connection is back.",
    tryAgain: "Try again",
  },
});
