import type { PlatformLink } from "#app/domain/admin/platform-links";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { TermsText } from "./settings-terms";

/*
 * The rest of the admin home (spec 3 "Admin home page"): the intro videos and the platform's social page, and the
 * Terms and Conditions behind a show/hide toggle: once a store is activated, its admin finds them here again.
 */

const outLink = "inline-flex min-h-11 items-center font-semibold text-brand-ink underline";

export function HomeIntro({ videos, socialPage }: { videos: readonly PlatformLink[]; socialPage: string | null }) {
  const { home } = usePanelTexts();
  if (videos.length === 0 && !socialPage) return null;
  return (
    <section aria-labelledby="intro" className="mt-10">
      <h2 id="intro" className="text-sm font-bold uppercase tracking-wide text-stone-500">
        {home.learn}
      </h2>
      <div className="mt-2 rounded-lg border border-stone-200 bg-white px-3 py-2">
        {videos.length > 0 && (
          <ul aria-label={home.introVideos} className="grid gap-x-4 sm:grid-cols-3">
            {videos.map((v) => (
              <li key={v.url}>
                {/* A new tab: the admin panel stays where it was. */}
                <a
                  className={`${outLink} before:mr-2 before:text-brand before:content-['▶']`}
                  href={v.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {v.title}
                </a>
              </li>
            ))}
          </ul>
        )}
        {socialPage && (
          <p className="border-t border-stone-100 text-sm text-stone-700 first:border-0">
            {home.newsAndTips}{" "}
            <a className={outLink} href={socialPage} target="_blank" rel="noopener noreferrer">
              {home.follow}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** <details>: the toggle works before the page's scripts run, as the FAQ's does. */
export function HomeTerms() {
  const { home } = usePanelTexts();
  return (
    <details id="terms" className="group mt-6 rounded-lg border border-stone-200 bg-white px-3">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 font-semibold">
        {home.terms}
        <span className="text-sm font-semibold text-brand-ink">
          <span className="group-open:hidden">{home.show}</span>
          <span className="hidden group-open:inline">{home.hide}</span>
        </span>
      </summary>
      <div className="pb-3">
        <TermsText />
      </div>
    </details>
  );
}
