import { Link } from "react-router";
import { UserCog } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * What an administrator's dashboard says in place of the organization's checklist and payment status: admins
 * need no subscription, and their work is in the Admin Panel. An organization profile stays optional.
 */
export function AdminAccountCard({ hasProfile }: { hasProfile: boolean }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <UserCog aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-200" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">Administrator account</h2>
          <p className="mt-1 text-muted">
            Review payments, organizations, projects and events in the Admin Panel. As an administrator you
            add projects without a subscription.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to="/admin" className={cn(buttonClass("primary"), "w-full sm:w-auto")}>
          Open the Admin Panel
        </Link>
        {hasProfile ? null : (
          <Link to="/dashboard/profile" className={cn(buttonClass("outline"), "w-full sm:w-auto")}>
            Add an organization profile
          </Link>
        )}
      </div>
    </Card>
  );
}
