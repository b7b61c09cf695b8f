import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";

/** A page's heading, its lead, an optional badge beside the title, and an optional button across from it. */
export function AdminPageHeader({
  title,
  lead,
  badge,
  action,
}: {
  title: string;
  lead: string;
  badge?: ReactNode;
  /** The page's own action (Add …), at the right of the heading, below it on a phone. */
  action?: ReactNode;
}) {
  const heading = (
    <div>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold sm:text-3xl">
        {title}
        {badge}
      </h1>
      <p className="mt-1 text-muted">{lead}</p>
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      {heading}
      {action}
    </div>
  );
}

/** The list could not be read: said in the red box, and the list stays empty (spec §8 Admin). */
export function ListLoadError({ message }: { message: string }) {
  return <Alert title={message} />;
}
