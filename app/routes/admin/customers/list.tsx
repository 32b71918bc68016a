// SCAFFOLD: replaced by the screen's real module.
export default function Screen() {
  return null;
}
