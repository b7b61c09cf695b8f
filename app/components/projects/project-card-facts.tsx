import type { ProjectCardFacts as Facts } from "~/domain/project-card-data";

/**
 * A /projects card's facts, as its loader wrote them (`projectCardFacts`): the progress toward the first target
 * (a bar the words say again), the budget, the last update. A module of its own, passed to the card by the
 * list: the other pages' cards (home, an organization's page) carry none of it.
 */
export function ProjectCardFacts({ facts }: { facts: Facts }) {
  return (
    <div className="mt-3 space-y-1 text-sm text-muted">
      {facts.percent !== null ? (
        <div aria-hidden className="h-1.5 rounded-full bg-surface-muted">
          <div
            className="h-full rounded-full bg-brand-700 dark:bg-brand-200"
            style={{ width: `${facts.percent}%` }}
          />
        </div>
      ) : null}
      {facts.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
