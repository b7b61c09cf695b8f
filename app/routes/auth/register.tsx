import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { AlreadyLoggedIn, RegistrationForm } from "~/components/auth/registration-form";
import { countFieldErrors, invalidFieldsSummary } from "~/components/forms/invalid-summary";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import { fullPhoneNumber } from "~/domain/phone";
import { MAX_LOGO_BYTES, REGISTRATION_MESSAGES, registrationLogoMessage } from "~/domain/registration";
import { RegistrationSchema } from "~/domain/registration-schema";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { isAppError } from "~/lib/app-error";
import { answerRefusal, formAction } from "~/services/form-action.server";
import { readFormBody } from "~/services/form-body.server";
import { loginEmailHeaders } from "~/services/login-email.server";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { getOptionalUser } from "~/services/permissions.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithErrorToast, dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/register";

export const meta = () => [{ title: "Register | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  return { loggedIn: Boolean(user) };
}

const SECRET_FIELDS = ["password", "confirmPassword"];

function failure(description: string) {
  return { type: "error" as const, title: REGISTRATION_MESSAGES.failed, description };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (await getOptionalUser(request)) throw redirect("/dashboard");

  return formAction(
    request,
    {
      read: async (request) => {
        // The logo limit is checked again below with a friendly message; anything far past it is cut off here.
        const body = await readFormBody(request, {
          files: { maxFileSize: MAX_LOGO_BYTES * 2, maxFiles: 1 },
          multiline: ["orgBrief", "address"],
        });
        return body.ok
          ? { ...body, submission: parseWithZod(body.formData, { schema: RegistrationSchema }) }
          : body;
      },
      title: REGISTRATION_MESSAGES.failed,
      // Too many attempts is said above the form too.
      answer: ({ toast, init, error, input }) =>
        dataWithToast(
          {
            result: input?.ok
              ? input.submission.reply({
                  formErrors: error ? [error.message] : [],
                  hideFields: SECRET_FIELDS,
                })
              : null,
          },
          toast,
          init,
        ),
    },
    async (parsed) => {
      if (!parsed.ok) {
        return dataWithToast(
          { result: null },
          failure(
            parsed.reason === "too-large"
              ? "File size exceeds 5MB limit."
              : "The form could not be read. Please try again.",
          ),
        );
      }

      const { submission } = parsed;
      if (submission.status !== "success") {
        // The messages show beside their fields; the toast only points to them.
        const faults = countFieldErrors(submission.error ?? undefined);
        return dataWithToast(
          { result: submission.reply({ hideFields: SECRET_FIELDS }) },
          failure(faults ? invalidFieldsSummary(faults) : REGISTRATION_MESSAGES.tryAgain),
        );
      }

      const limited = await consumeRateLimit("register", context.clientIp);
      if (limited) throw limited;

      const input = submission.value;
      let outcome: Awaited<ReturnType<typeof registerOrganization>>;
      try {
        outcome = await registerOrganization({
          email: input.email,
          fullName: input.fullName,
          password: input.password,
          organizationName: input.orgName,
          organizationBrief: input.orgBrief,
          organizationType: input.orgType,
          phone: fullPhoneNumber(input.countryCode, input.phone),
          address: input.address,
          website: input.website,
          logo: input.logo,
        });
      } catch (error) {
        // Too many images being processed: nothing was stored or written; the form is sent again shortly.
        if (!isAppError(error, "UNAVAILABLE")) throw error;
        const result = submission.reply({
          fieldErrors: { logo: [UPLOAD_MESSAGES.busy] },
          hideFields: SECRET_FIELDS,
        });
        return dataWithErrorToast({ result }, error);
      }
      if (outcome.ok) {
        // A new address and one an account already uses get the same answer (issue 18, item 10), so nobody is
        // signed in here: the page says to open the emailed link, which signs the person in (issue 36 item 6).
        // It names the address, and the login page starts with it (a short-lived cookie, never the URL).
        return redirectWithToast(
          "/verify-email",
          {
            type: "success",
            title: REGISTRATION_MESSAGES.success,
            description: VERIFICATION_TEXT.registrationDetail,
          },
          { headers: await loginEmailHeaders(input.email) },
        );
      }
      // A fault of one field shows beside it; the toast then only points to it.
      const fieldError = (name: "orgName" | "logo", message: string) =>
        dataWithToast(
          { result: submission.reply({ fieldErrors: { [name]: [message] }, hideFields: SECRET_FIELDS }) },
          failure(invalidFieldsSummary(1)),
        );
      const notRegistered = (message: string) =>
        dataWithToast({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, failure(message));
      return answerRefusal(outcome, {
        "name-taken": () => fieldError("orgName", REGISTRATION_MESSAGES.orgNameTaken),
        logo: ({ problem }) =>
          fieldError(
            "logo",
            registrationLogoMessage({
              kind: problem,
              sizeMb: ((input.logo?.size ?? 0) / (1024 * 1024)).toFixed(2),
            }),
          ),
        failed: ({ message }) => notRegistered(message),
        "logo-failed": () => notRegistered(REGISTRATION_MESSAGES.tryAgain),
      });
    },
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.loggedIn) return <AlreadyLoggedIn />;
  return <RegistrationForm lastResult={actionData?.result ?? undefined} />;
}
