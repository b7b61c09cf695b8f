import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { LogoutButton } from "~/components/auth/logout-button";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { countFieldErrors, invalidFieldsSummary } from "~/components/forms/invalid-summary";
import { PasswordInput } from "~/components/forms/password-input";
import { buttonClass } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { findInvitationLink } from "~/db/queries/invitation-links.server";
import { getMembership } from "~/db/queries/members.server";
import { findUserByEmail } from "~/db/queries/users.server";
import { loginUrlFor } from "~/domain/auth";
import {
  INVITATION_TEXT,
  invitationState,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  MEMBERSHIP_TEXT as TEXT,
} from "~/domain/membership";
import { PERSON_FIELDS } from "~/domain/person-schema";
import { REGISTRATION_MESSAGES } from "~/domain/registration";
import { cn } from "~/lib/cn";
import { z } from "~/lib/zod";
import { type SessionUser, signIn } from "~/services/auth.server";
import { PRIVATE_CACHE_CONTROL } from "~/services/cache-control.server";
import { formAction } from "~/services/form-action.server";
import { parseIntent } from "~/services/intent.server";
import { loginEmailHeaders } from "~/services/login-email.server";
import { type AcceptInvitationResult, acceptInvitation } from "~/services/members/accept-invitation.server";
import { hashInvitationToken, invitationPath } from "~/services/members/invitation-token.server";
import {
  type RegisterInvitedMemberResult,
  registerInvitedMember,
} from "~/services/members/register-invited-member.server";
import { getOptionalUser, requireUser } from "~/services/permissions.server";
import { dataWithToast, mergeHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/invitation";

/**
 * The page an invitation's mailed link opens (issue 35): GET says where the invitation stands for this visitor,
 * POST acts on it (`register`: a person's account through the link; `accept`: the signed-in account joins).
 * Every refusal holds on POST as on GET: the write re-reads the invitation under a lock and changes nothing,
 * and the answer is the page as it now stands, with the refusal's status.
 */

/** The registration through the link: a person only (the organization exists), fields as on /register. */
const InvitedRegistrationSchema = z
  .object({
    intent: z.literal("register"),
    ...PERSON_FIELDS,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: REGISTRATION_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    // Only once both are filled in; an empty confirm already says "Please confirm your password".
    when: (payload) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === "string",
  });

const InvitationIntentSchema = z.discriminatedUnion("intent", [
  InvitedRegistrationSchema,
  z.object({ intent: z.literal("accept") }),
]);

const SECRET_FIELDS = ["password", "confirmPassword"];

type RoleView = { label: string; description: string };

/** What the page shows, written by the server (the words come from domain/membership.ts). */
export type InvitationView =
  | {
      kind: "not-found" | "expired" | "revoked" | "other-address" | "other-organization";
      title: string;
      message: string;
    }
  | { kind: "accepted"; title: string; message: string; signedIn: boolean }
  | { kind: "member"; title: string; message: string }
  | { kind: "register"; title: string; message: string; email: string; role: RoleView }
  | { kind: "sign-in"; title: string; message: string; email: string; role: RoleView; loginUrl: string }
  | { kind: "accept"; title: string; message: string; email: string; role: RoleView };

/** Where the invitation of `token` stands for this visitor, and the status its page answers with. */
async function invitationPage(
  token: string,
  user: SessionUser | null,
): Promise<{ view: InvitationView; status: number }> {
  const invitation = token ? await findInvitationLink(hashInvitationToken(token)) : null;
  if (!invitation) {
    return {
      status: 404,
      view: { kind: "not-found", title: INVITATION_TEXT.notFoundTitle, message: TEXT.notFound },
    };
  }
  const organization = invitation.organizationName;
  const member = { kind: "member", title: INVITATION_TEXT.memberTitle(organization) } as const;
  const state = invitationState(invitation, new Date());
  if (state !== "pending") {
    // Whoever is signed in and already in this organization (the person who used the link) is told so.
    if (user && user.organizationId === invitation.organizationId) {
      return { status: 200, view: { ...member, message: INVITATION_TEXT.memberDetail(organization) } };
    }
    if (state === "accepted") {
      return {
        status: 200,
        view: {
          kind: "accepted",
          title: INVITATION_TEXT.acceptedTitle,
          message: TEXT.accepted,
          signedIn: Boolean(user),
        },
      };
    }
    return {
      status: 410,
      view:
        state === "expired"
          ? { kind: "expired", title: INVITATION_TEXT.expiredTitle, message: TEXT.expired(organization) }
          : { kind: "revoked", title: INVITATION_TEXT.revokedTitle, message: TEXT.revoked(organization) },
    };
  }

  const invited = {
    title: INVITATION_TEXT.joinTitle(organization),
    message: INVITATION_TEXT.invitedAs(invitation.inviterName, organization, invitation.role),
    email: invitation.email,
    role: { label: ROLE_LABELS[invitation.role], description: ROLE_DESCRIPTIONS[invitation.role] },
  };
  if (user) {
    if (user.email.trim().toLowerCase() !== invitation.email) {
      return {
        status: 200,
        view: {
          kind: "other-address",
          title: INVITATION_TEXT.otherAddressTitle,
          message: TEXT.otherAddress(invitation.email, user.email),
        },
      };
    }
    const membership = await getMembership(user.id);
    if (membership?.organizationId === invitation.organizationId) {
      return { status: 200, view: { ...member, message: INVITATION_TEXT.memberDetail(organization) } };
    }
    if (membership) {
      return {
        status: 200,
        view: {
          kind: "other-organization",
          title: INVITATION_TEXT.otherOrganizationTitle,
          message: membership.organizationName
            ? TEXT.otherOrganization(membership.organizationName)
            : TEXT.otherOrganizationUnnamed,
        },
      };
    }
    return { status: 200, view: { kind: "accept", ...invited } };
  }
  if (await findUserByEmail(invitation.email)) {
    return {
      status: 200,
      view: { kind: "sign-in", ...invited, loginUrl: loginUrlFor(invitationPath(token)) },
    };
  }
  return { status: 200, view: { kind: "register", ...invited } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.view.title ?? "Invitation"} | UgandaImpact` },
  { name: "robots", content: "noindex" },
];

/** The link is a key: its page is never kept by a shared cache, the browser's disk or the service worker. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const answer = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) answer.set("Retry-After", retryAfter);
  return answer;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status } = await invitationPage(params.token, await getOptionalUser(request));
  return data({ view }, { status });
}

type Refusal = Exclude<AcceptInvitationResult | RegisterInvitedMemberResult, { ok: true }>;

/**
 * The status of each refusal of the two writes (a reason added to either without one here does not build); the
 * page as it now stands says why.
 */
const REFUSAL_STATUS: Record<Refusal["reason"], number> = {
  "not-found": 404,
  expired: 410,
  revoked: 410,
  accepted: 409,
  "other-address": 403,
  "other-organization": 409,
  "already-member": 409,
  "account-exists": 409,
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { token } = params;
  const user = await getOptionalUser(request);
  /** The page as it stands now, answered with a refusal's status and toast (and the form's reply, if any). */
  const pageNow = async (
    status: number,
    description: ((view: InvitationView) => string | undefined) | string | undefined,
    result: SubmissionResult<string[]> | null = null,
  ) => {
    const { view } = await invitationPage(token, user);
    const detail = typeof description === "function" ? description(view) : description;
    return dataWithToast(
      { view, result },
      { type: "error", title: INVITATION_TEXT.notJoined, description: detail },
      { status },
    );
  };
  const refused = (reason: Refusal["reason"]) => pageNow(REFUSAL_STATUS[reason], (view) => view.message);

  return formAction(
    request,
    {
      read: (request) => parseIntent(request, InvitationIntentSchema, "invitation", { forms: ["register"] }),
      // A registration hashes a password: a flood from one address is refused before any work.
      rateLimit: { name: "register", key: context.clientIp },
      name: "invitation",
      failure: { title: INVITATION_TEXT.notJoined, description: INVITATION_TEXT.failedDetail },
      answer: async ({ toast, init, error, input }) => {
        const { view } = await invitationPage(token, user);
        // A refusal after the form was read (too many password checks at once) is said above the form too.
        const result =
          input?.submission.reply({ formErrors: error ? [error.message] : [], hideFields: SECRET_FIELDS }) ??
          null;
        return dataWithToast({ view, result }, toast, init);
      },
    },
    async (parsed) => {
      if (!parsed.ok) {
        // The form's own mistakes, each beside its field; the toast only points to them.
        const faults = countFieldErrors(parsed.submission.error ?? undefined);
        return pageNow(
          400,
          faults ? invalidFieldsSummary(faults) : REGISTRATION_MESSAGES.tryAgain,
          parsed.submission.reply({ hideFields: SECRET_FIELDS }),
        );
      }
      const { intent } = parsed;

      if (intent.intent === "accept") {
        const member = user ?? (await requireUser(request));
        const outcome = await acceptInvitation(token, member);
        if (outcome.ok) {
          return redirectWithToast("/dashboard", {
            type: "success",
            title: INVITATION_TEXT.joined(outcome.organizationName),
            description: INVITATION_TEXT.joinedDetail(outcome.role),
          });
        }
        return refused(outcome.reason);
      }

      // Registering is for a visitor: a signed-in account accepts with its own button.
      if (user) return refused("account-exists");
      const outcome = await registerInvitedMember(token, {
        fullName: intent.fullName,
        password: intent.password,
      });
      if (!outcome.ok) {
        return refused(outcome.reason);
      }
      const welcome = INVITATION_TEXT.welcome(outcome.organizationName);
      const signedIn = await signIn({ email: outcome.email, password: intent.password, rememberMe: false });
      if (!signedIn.ok) {
        // The account is made and in the organization; only the sign-in waits (too many at once).
        return redirectWithToast(
          "/login",
          { type: "success", title: welcome, description: INVITATION_TEXT.welcomeLogIn },
          { headers: await loginEmailHeaders(outcome.email) },
        );
      }
      return redirectWithToast(
        "/dashboard",
        { type: "success", title: welcome, description: INVITATION_TEXT.welcomeDetail(outcome.role) },
        { headers: mergeHeaders(signedIn.headers) },
      );
    },
  );
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  // A refused POST answers the page as it then stood (a 4xx answer does not reload the page's data).
  const view = actionData?.view ?? loaderData.view;
  switch (view.kind) {
    case "register":
      return (
        <AuthCard title={view.title} lead={view.message}>
          <RoleSummary role={view.role} />
          <p className="mt-4 text-sm text-muted">{INVITATION_TEXT.registerLead}</p>
          <div className="mt-6">
            <InvitedRegistrationForm email={view.email} lastResult={actionData?.result} />
          </div>
        </AuthCard>
      );
    case "sign-in":
      return (
        <AuthCard title={view.title} lead={view.message}>
          <RoleSummary role={view.role} />
          <p className="mt-4">{INVITATION_TEXT.accountExists(view.email)}</p>
          <Link to={view.loginUrl} className={cn(buttonClass("primary"), "mt-6 w-full sm:w-auto")}>
            Sign in to accept
          </Link>
        </AuthCard>
      );
    case "accept":
      return (
        <AuthCard title={view.title} lead={view.message}>
          <RoleSummary role={view.role} />
          <p className="mt-4">{INVITATION_TEXT.signedInAs(view.email)}</p>
          <AcceptForm />
        </AuthCard>
      );
    case "other-address":
      return (
        <AuthCard title={view.title} lead={view.message}>
          <LogoutButton className={buttonClass("primary")}>Sign out</LogoutButton>
        </AuthCard>
      );
    case "accepted":
      return (
        <AuthCard title={view.title} lead={view.message}>
          {view.signedIn ? (
            <Link to="/dashboard" className={buttonClass("primary")}>
              Go to dashboard
            </Link>
          ) : (
            <Link to="/login" className={buttonClass("primary")}>
              Sign in
            </Link>
          )}
        </AuthCard>
      );
    case "member":
    case "other-organization":
      return (
        <AuthCard title={view.title} lead={view.message}>
          <Link to="/dashboard" className={buttonClass("primary")}>
            Go to dashboard
          </Link>
        </AuthCard>
      );
    default:
      return (
        <AuthCard title={view.title} lead={view.message}>
          <Link to="/" className={buttonClass("outline")}>
            Go to the home page
          </Link>
        </AuthCard>
      );
  }
}

/** The role the invitation gives, and what it lets the member do. */
function RoleSummary({ role }: { role: RoleView }) {
  return (
    <div className="rounded-lg border border-default bg-surface-muted p-4">
      <p className="font-semibold">Your role: {role.label}</p>
      <p className="mt-1 text-sm text-muted">{role.description}</p>
    </div>
  );
}

function AcceptForm() {
  const busy = useIsPending({ state: "non-idle" });
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value="accept" />
      <StatusButton className="w-full sm:w-auto" pending={busy} pendingLabel="Joining...">
        Accept invitation
      </StatusButton>
    </Form>
  );
}

/** A person's account through the link: the invited address (not editable), name, password, terms. */
function InvitedRegistrationForm({
  email,
  lastResult,
}: {
  email: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const busy = useIsPending({ state: "non-idle" });
  const [form, fields] = useForm<z.input<typeof InvitedRegistrationSchema>>({
    id: "invitation-register",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvitedRegistrationSchema }),
  });
  return (
    <Form method="post" {...withInvalidFeedback(getFormProps(form))} noValidate className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="register" />
      <div>
        <Label htmlFor="invitation-email">Email</Label>
        {/* The invitation's address: the account is made for it, whatever a form would send. */}
        <Input
          id="invitation-email"
          type="email"
          value={email}
          readOnly
          aria-describedby="invitation-email-hint"
          autoComplete="username"
          className="bg-surface-muted"
        />
        <div id="invitation-email-hint" className="mt-1 text-sm text-muted">
          The address the invitation was sent to
        </div>
      </div>
      <FormField field={fields.fullName} label="Full Name" required>
        <Input
          required
          {...getInputProps(fields.fullName, { type: "text" })}
          aria-describedby={describedBy(fields.fullName)}
          autoComplete="name"
        />
      </FormField>
      <FormField field={fields.password} label="Password" hint="At least 8 characters" required>
        <PasswordInput
          required
          {...getInputProps(fields.password, { type: "password" })}
          aria-describedby={describedBy(fields.password, true)}
          autoComplete="new-password"
        />
      </FormField>
      <FormField field={fields.confirmPassword} label="Confirm Password" required>
        <PasswordInput
          required
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          aria-describedby={describedBy(fields.confirmPassword)}
          autoComplete="new-password"
        />
      </FormField>
      <div>
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
            required
            aria-describedby={describedBy(fields.acceptTerms)}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-default accent-brand-700"
          />
          <span>
            I accept the{" "}
            <Link
              to="/terms"
              target="_blank"
              className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
            >
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </span>
        </label>
        <FieldError id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} />
      </div>
      <StatusButton className="w-full" pending={busy} pendingLabel="Creating account...">
        Create account and join
      </StatusButton>
    </Form>
  );
}
