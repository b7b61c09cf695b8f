import type { AchievementView } from "~/domain/results-view";

/**
 * What was achieved: each standard measure's latest results, added up over every project, against the targets
 * the projects set (people reached first). The bar is drawn for the eye only: its share is written beside it.
 * A measure nobody has reported yet says so instead of showing a zero. The loader writes every word
 * (achievementsView in domain/results-view.ts).
 */
export function Achievements({ achievements }: { achievements: AchievementView[] }) {
  const reported = achievements.some((item) => item.achieved !== null);
  return (
    <section aria-labelledby="impact-achieved-heading">
      <h2 id="impact-achieved-heading" className="text-2xl font-bold">
        What was achieved
      </h2>
      <p className="mt-1 text-sm text-muted">
        The latest result each project reported for a standard measure, added up, against the targets the
        projects set.
      </p>
      {reported ? null : <p className="mt-4 font-medium">No results have been reported yet.</p>}
      {achievements.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.map((item) => (
            <li key={item.measure} className="flex flex-col rounded-lg border border-default bg-surface p-4">
              <h3 className="text-sm font-semibold text-muted">{item.label}</h3>
              {item.achieved !== null ? (
                <p className="mt-1">
                  <span className="text-3xl font-extrabold text-brand-700 dark:text-brand-200">
                    {item.achieved}
                  </span>{" "}
                  {item.sentence}
                </p>
              ) : (
                <p className="mt-1">{item.sentence}</p>
              )}
              {item.share ? (
                <div className="mt-3">
                  <div
                    aria-hidden="true"
                    className="h-3 overflow-hidden rounded-full bg-surface-muted ring-1 ring-inset ring-gray-400 dark:ring-gray-500"
                  >
                    <div
                      className="h-full rounded-full bg-brand-700 dark:bg-brand-200"
                      style={{ width: `${item.share.bar}%` }}
                    />
                  </div>
                  <p className="mt-1 text-sm font-semibold">{item.share.words}</p>
                </div>
              ) : null}
              <p className="mt-auto pt-2 text-sm text-muted">{item.reporting}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
