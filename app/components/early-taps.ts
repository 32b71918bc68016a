/**
 * Taps that come before the page's scripts have loaded are kept, not lost (a customer on a slow phone taps START
 * SHOPPING as soon as it shows). Until React has hydrated (`<html data-hydrated>`, set by the root layout), a tap on
 * a button, checkbox or radio is held: the control shows it is pending (`data-early-tap`, app.css), and once the page
 * has hydrated every held tap is given again, in order, to the same element. Links and a form's submit buttons work
 * without scripts and are left to the browser.
 *
 * Runs as an inline script in <head> (root.tsx), before any of the body exists; it may use nothing from outside itself.
 */
export function keepEarlyTaps() {
  const root = document.documentElement;
  const held: HTMLElement[] = [];
  const hydrated = () => root.hasAttribute("data-hydrated");
  document.addEventListener(
    "click",
    (event) => {
      if (hydrated() || !event.isTrusted || !(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>("button, input[type=checkbox], input[type=radio]");
      if (!control || (control as HTMLButtonElement).disabled) return;
      if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return;
      // React listens on the document too, from the moment hydration starts: this listener came first, and no other
      // sees the tap, so it is done once — when it is given again.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(control);
      control.setAttribute("data-early-tap", "");
      control.setAttribute("aria-busy", "true");
    },
    true,
  );
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    // The mark is set by the last effect of hydration: the handlers are attached and the state is the page's.
    for (const control of held.splice(0)) {
      control.removeAttribute("data-early-tap");
      control.removeAttribute("aria-busy");
      if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The inline script's text. */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})()`;
