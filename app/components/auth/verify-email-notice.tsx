import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { nameTakenDetail, VERIFICATION_TEXT, verificationNoticeDetail } from "~/domain/email-verification";

/** "Resend verification email": posts to /verify-email, which comes back to `redirectTo` with a toast. */
export function ResendVerificationForm({
  redirectTo,
  variant = "primary",
}: {
  redirectTo: string;
  variant?: "primary" | "outline";
}) {
  const pending = useIsPending({ formAction: "/verify-email" });
  return (
    <Form method="post" action="/verify-email">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StatusButton pending={pending} pendingLabel={VERIFICATION_TEXT.resending} variant={variant}>
        {VERIFICATION_TEXT.resend}
      </StatusButton>
    </Form>
  );
}

/** The notice an account sees until it has opened its verification link. */
export function VerifyEmailNotice({
  email,
  redirectTo,
  detail,
}: {
  email: string;
  redirectTo: string;
  /** What this page cannot do yet (the payment, publishing); the general text otherwise. */
  detail?: string;
}) {
  return (
    <Card
      role="region"
      aria-labelledby="verify-email-notice-title"
      className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950"
    >
      <div>
        <h2 id="verify-email-notice-title" className="text-lg font-semibold">
          {VERIFICATION_TEXT.noticeTitle}
        </h2>
        <p className="mt-1 text-sm">{detail ?? verificationNoticeDetail(email)}</p>
      </div>
      <div className="shrink-0">
        <ResendVerificationForm redirectTo={redirectTo} />
      </div>
    </Card>
  );
}

/**
 * The notice a verified organization sees while it is not shown: another organization was shown under its name
 * first (issue 33 item 1). Saving the profile under a free name shows it.
 */
export function HiddenOrganizationNotice({ name }: { name: string }) {
  return (
    <Card
      role="region"
      aria-labelledby="hidden-organization-notice-title"
      className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950"
    >
      <div>
        <h2 id="hidden-organization-notice-title" className="text-lg font-semibold">
          {VERIFICATION_TEXT.nameTakenTitle}
        </h2>
        <p className="mt-1 text-sm">{nameTakenDetail(name)}</p>
      </div>
      <Link to="/dashboard/profile" className={buttonClass("primary")}>
        Edit Profile
      </Link>
    </Card>
  );
}
