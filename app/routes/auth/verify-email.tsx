import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { ResendVerificationForm } from "~/components/auth/verify-email-notice";
import { buttonClass } from "~/components/ui/button";
import { safeRedirect } from "~/domain/auth";
import {
  checkMailDetail,
  nameTakenDetail,
  VERIFICATION_TEXT,
  verificationNoticeDetail,
} from "~/domain/email-verification";
import { signInVerifiedAddress } from "~/services/auth.server";
import { resendVerificationEmail, verifyEmailToken } from "~/services/email-verification.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { peekLoginEmail } from "~/services/login-email.server";
import { getOptionalUser, requireUser } from "~/services/permissions.server";
import { mergeHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/verify-email";

export const meta = () => [{ title: "Verify Email | UgandaImpact" }, { name: "robots", content: "noindex" }];

/** What the page shows when it does not redirect. */
export type VerifyEmailView =
  /** Just registered (no link yet), not signed in: where the link went; `email` while the page knows it. */
  | { view: "check-mail"; email: string | null }
  /** Signed in, not verified yet, no link opened: the notice with "Resend verification email". */
  | { view: "pending"; email: string }
  /** Signed in and verified. */
  | { view: "verified" }
  /** An expired or broken link: a new one for a signed-in, unverified account, else "Log in". */
  | { view: "invalid"; loggedIn: boolean };

/**
 * The link of the verification email (valid 24 hours): marks the account verified. It proves the address, so a
 * visitor who is not signed in is signed in by it, as at login (signInVerifiedAddress), and lands on the
 * dashboard with "Email verified" (issue 36 item 6); a signed-in person keeps their session. When another
 * organization was shown under its name first, it lands on the profile, saying so. A link opened again once
 * the address is verified signs nobody in (to login, saying so). An expired or broken link shows a page saying
 * so, with "Resend verification email" for a signed-in, unverified account.
 *
 * Without a link (registration lands here): where the link went, or the notice for a signed-in account.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const user = await getOptionalUser(request);
  if (token === null) {
    if (user)
      return user.emailVerified ? view({ view: "verified" }) : view({ view: "pending", email: user.email });
    return view({ view: "check-mail", email: await peekLoginEmail(request) });
  }

  const outcome = await verifyEmailToken(token);
  if (!outcome.ok) {
    if (user?.emailVerified) return view({ view: "verified" });
    return view({ view: "invalid", loggedIn: Boolean(user) });
  }
  const nameTaken = outcome.organization === "name-taken";
  // Verified, but another organization was shown under the name first: a new name is the next step.
  const toast = {
    type: "success" as const,
    title: VERIFICATION_TEXT.verified,
    description: nameTaken ? nameTakenDetail(outcome.name ?? "") : VERIFICATION_TEXT.verifiedDetail,
  };
  if (user) throw await redirectWithToast(nameTaken ? "/dashboard/profile" : "/dashboard", toast);

  if (outcome.newlyVerified && outcome.email) {
    const signedIn = await signInVerifiedAddress(outcome.email);
    if (signedIn.ok) {
      throw await redirectWithToast(
        nameTaken ? "/dashboard/profile" : signedIn.isAdmin ? "/admin" : "/dashboard",
        nameTaken ? toast : { ...toast, description: VERIFICATION_TEXT.verifiedSignedIn },
        { headers: mergeHeaders(signedIn.headers) },
      );
    }
    throw await redirectWithToast("/login", { ...toast, description: VERIFICATION_TEXT.verifiedLogIn });
  }
  // The link was used before: it is no login link.
  throw await redirectWithToast("/login", {
    type: "info",
    title: VERIFICATION_TEXT.alreadyVerified,
    description: VERIFICATION_TEXT.usedLinkLogIn,
  });
}

const view = (value: VerifyEmailView) => value;

/** "Resend verification email" (signed in; at most 3 an hour per account). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    request,
    {
      read: async (request) => safeRedirect((await requireFormBody(request)).get("redirectTo"), "/dashboard"),
      name: "verification email",
      failure: { title: VERIFICATION_TEXT.resendFailed, description: VERIFICATION_TEXT.resendFailedDetail },
      answer: ({ toast, input }) => redirectWithToast(input ?? "/dashboard", toast),
    },
    async (back) => {
      const outcome = await resendVerificationEmail(user);
      if (outcome.ok) {
        return redirectWithToast(back, {
          type: "success",
          title: VERIFICATION_TEXT.resent,
          description: VERIFICATION_TEXT.resentDetail,
        });
      }
      return answerRefusal(outcome, {
        verified: () =>
          redirectWithToast(back, { type: "success", title: VERIFICATION_TEXT.alreadyVerified }),
        limited: ({ message }) =>
          redirectWithToast(back, {
            type: "error",
            title: VERIFICATION_TEXT.resendFailed,
            description: message,
          }),
      });
    },
  );
}

const linkClass = "font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200";

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "check-mail":
      return (
        <AuthCard title={VERIFICATION_TEXT.checkMailTitle} lead={checkMailDetail(loaderData.email)}>
          <p className="text-sm text-muted">
            {VERIFICATION_TEXT.checkMailSpam}{" "}
            <Link to="/login" className={linkClass}>
              Log in
            </Link>
          </p>
        </AuthCard>
      );
    case "pending":
      return (
        <AuthCard title={VERIFICATION_TEXT.noticeTitle} lead={verificationNoticeDetail(loaderData.email)}>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ResendVerificationForm redirectTo="/verify-email" />
            <Link to="/dashboard" className={linkClass}>
              Go to dashboard
            </Link>
          </div>
        </AuthCard>
      );
    case "verified":
      return (
        <AuthCard title={VERIFICATION_TEXT.alreadyVerified}>
          <Link to="/dashboard" className={buttonClass("primary")}>
            Go to dashboard
          </Link>
        </AuthCard>
      );
    case "invalid":
      return (
        <AuthCard
          title={VERIFICATION_TEXT.invalidTitle}
          lead={loaderData.loggedIn ? VERIFICATION_TEXT.invalidDetail : VERIFICATION_TEXT.invalidLoggedOut}
        >
          {loaderData.loggedIn ? (
            <ResendVerificationForm redirectTo="/dashboard" />
          ) : (
            <Link to="/login" className={buttonClass("primary")}>
              Log in
            </Link>
          )}
        </AuthCard>
      );
  }
}
