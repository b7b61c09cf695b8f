import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { ResendVerificationForm } from "~/components/auth/verify-email-notice";
import { buttonClass } from "~/components/ui/button";
import { safeRedirect } from "~/domain/auth";
import { nameTakenDetail, VERIFICATION_TEXT } from "~/domain/email-verification";
import { resendVerificationEmail, verifyEmailToken } from "~/services/email-verification.server";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { getOptionalUser, requireUser } from "~/services/permissions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/verify-email";

export const meta = () => [{ title: "Verify Email | UgandaImpact" }, { name: "robots", content: "noindex" }];

/**
 * The link of the verification email (valid 24 hours): marks the account verified and goes to the dashboard
 * (or to login for a visitor who is not signed in) with "Email verified"; when another organization was shown
 * under its name first, to the profile, saying so. An expired or broken link shows a
 * page saying so, with "Resend verification email" for a signed-in, unverified account.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await verifyEmailToken(token);
  const user = await getOptionalUser(request);
  if (outcome.ok && outcome.organization === "name-taken") {
    // Verified, but another organization was shown under the name first: a new name is the next step.
    throw await redirectWithToast(user ? "/dashboard/profile" : "/login", {
      type: "success",
      title: VERIFICATION_TEXT.verified,
      description: nameTakenDetail(outcome.name ?? ""),
    });
  }
  if (outcome.ok) {
    throw await redirectWithToast(user ? "/dashboard" : "/login", {
      type: "success",
      title: VERIFICATION_TEXT.verified,
      description: user ? VERIFICATION_TEXT.verifiedDetail : VERIFICATION_TEXT.verifiedLogIn,
    });
  }
  return { loggedIn: Boolean(user), verified: user?.emailVerified ?? false };
}

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

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { loggedIn, verified } = loaderData;
  if (verified) {
    return (
      <AuthCard title={VERIFICATION_TEXT.alreadyVerified}>
        <Link to="/dashboard" className={buttonClass("primary")}>
          Go to dashboard
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={VERIFICATION_TEXT.invalidTitle}
      lead={loggedIn ? VERIFICATION_TEXT.invalidDetail : VERIFICATION_TEXT.invalidLoggedOut}
    >
      {loggedIn ? (
        <ResendVerificationForm redirectTo="/dashboard" />
      ) : (
        <Link to="/login" className={buttonClass("primary")}>
          Log in
        </Link>
      )}
    </AuthCard>
  );
}
