import { Link } from "react-router";

/** The list when nothing matches: `hint` says why, and a filtered list links to every project. */
export function ProjectsEmptyState({
  title,
  filtered,
  hint,
}: {
  title: string;
  filtered: boolean;
  hint: string;
}) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-default px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{hint}</p>
      {filtered ? (
        <Link
          to="/projects"
          className="mt-4 inline-flex h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Show all projects
        </Link>
      ) : null}
    </div>
  );
}
