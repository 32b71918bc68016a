import { PremiumOnly } from "#app/components/admin/plan-only";
import { Notice } from "#app/components/form";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { DATES_MESSAGE } from "#app/domain/reports/report-range";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { DayChoiceForm, useDayChoice } from "./day-choice";
import { DownloadButton } from "./download-button";

/* Yaadies (spec 3 "All Yaadies"): choose the days, then download the yaadies or their challans. */

const BASE = "/adminpanel/all-yaadies";

export function AllYaadiesView({
  today,
  earliest,
  premium,
  dealers,
}: {
  today: string;
  earliest: string;
  premium: boolean;
  dealers: readonly { id: number; name: string }[];
}) {
  const t = usePanelTexts();
  const say = usePanelSay();
  const state = useDayChoice(null, today, "between");
  const title = t.menu.screens.yaadies;
  if (!premium) {
    return <PremiumOnly title={title} />;
  }
  const texts = t.reports.allYaadies;
  const downloads = [
    { kind: "yaadies", label: texts.downloadYaadies, done: texts.yaadiesDone },
    { kind: "challans", label: texts.downloadChallans, done: texts.challansDone },
  ];
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <p className="mb-3 text-sm text-stone-600">{texts.intro}</p>
      <DayChoiceForm base={BASE} state={state} today={today} earliest={earliest} showLink={false} dealers={dealers} />
      {state.datesWrong ? (
        <Notice tone="error">{say(DATES_MESSAGE)}</Notice>
      ) : (
        <div className="flex flex-wrap gap-4">
          {downloads.map((d) => (
            <DownloadButton
              key={d.kind}
              href={`/adminpanel/all-yaadies.csv?kind=${d.kind}&${state.query}`}
              label={d.label}
              done={d.done}
              failed={say(YAADI_REPORT_MESSAGES.loadFailed)}
              fallbackName="All Yaadies.csv"
            />
          ))}
        </div>
      )}
    </section>
  );
}
