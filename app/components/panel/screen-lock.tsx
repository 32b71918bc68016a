import { usePanelSay } from "#app/i18n/panel-texts";
import { Notice } from "../form";

/** What a screen behind a closed gate shows instead of itself: its title and the spec's text, in the admin's language. */
export function ScreenLock({ title, lock }: { title: string; lock: string }) {
  const say = usePanelSay();
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <Notice tone="error">{say(lock)}</Notice>
    </section>
  );
}
