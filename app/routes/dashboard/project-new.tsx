import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ProjectForm } from "~/components/projects/project-form";
import { toast } from "~/components/toast";
import { Card } from "~/components/ui/card";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import { getOwnProfile, listOrganizationOwners } from "~/db/queries/profiles.server";
import { getSubscriptionState, hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { mayActInOrganization } from "~/domain/authorization";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import { PAYMENT_MESSAGES } from "~/domain/payment-messages";
import { EMPTY_PROJECT_FORM } from "~/domain/project-form";
import { getPaymentInstructions } from "~/services/payments/payment-instructions.server";
import { assertOrganizationAction, requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/project-new";
import { projectFormAction } from "./project-form.server";

// The two dialogs load when they open: most visits never open either, and the dialog library is a tenth of the
// page's script.
const PaymentDialog = lazy(async () => ({
  default: (await import("~/components/payments/payment-dialog")).PaymentDialog,
}));
const ProjectCreatedDialog = lazy(async () => ({
  default: (await import("~/components/projects/project-created-dialog")).ProjectCreatedDialog,
}));

// The cards of an organization that cannot publish yet (the subscription, a payment awaiting approval): drawn by
// the server in their place, their code fetched only by such a page (an organization that can publish never
// loads the payment parts, five files on a slow network).
const SubscriptionGate = lazyHydrated(async () => ({
  default: (await import("~/components/payments/subscription-gate")).SubscriptionGate,
}));
const PaymentStatusView = lazyHydrated(async () => ({
  default: (await import("~/components/payments/payment-indicator")).PaymentStatusView,
}));

export const meta = () => [{ title: "Add Project | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Spec §4: admins, or organizations with an active subscription, may add projects. Admins add them for an
  // organization of their choice (their own, if they have one, comes chosen).
  if (user.isAdmin) {
    const ownId = user.organizationId ?? user.id;
    const [owners, own] = await Promise.all([listOrganizationOwners(), getOwnProfile(ownId)]);
    return { gate: null, owners, ownOrganization: own ? ownId : "" };
  }
  const member = await assertOrganizationAction(request, user, "organization.projects");
  const organizationId = member.organizationId;
  // An unverified address publishes nothing (create-project refuses it); the layout offers a new link.
  if (user.emailVerified && (await hasActiveSubscription(organizationId))) return { gate: null };
  const [profile, status] = await Promise.all([
    getOwnProfile(organizationId),
    getSubscriptionState(organizationId),
    // The gate's cards render in their place (see lazyHydrated).
    SubscriptionGate.ready(),
    PaymentStatusView.ready(),
  ]);
  return {
    gate: {
      unverified: !user.emailVerified,
      // An editor cannot pay: the page says who can, instead of offering the payment.
      mayPay: mayActInOrganization(member, "organization.billing"),
      instructions: getPaymentInstructions(profile?.organizationName || user.name),
      // A payment already waiting for approval: no second one to make, only to wait.
      pending: status.kind === "pending" ? status.requestId : null,
    },
  };
}

// The shared action refuses what create-project refuses (no subscription, an unverified address), each in words.
export const action = projectFormAction;

export default function AddProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { gate } = loaderData;
  const [searchParams] = useSearchParams();
  const owners = "owners" in loaderData ? loaderData.owners : undefined;
  const ownOrganization = "ownOrganization" in loaderData ? loaderData.ownOrganization : "";
  // The same object on each render, so the form is not drawn again for nothing (ProjectFormBody is memoized).
  const defaultValue = useMemo(
    () => (owners ? { ...EMPTY_PROJECT_FORM, ownerId: ownOrganization } : EMPTY_PROJECT_FORM),
    [owners, ownOrganization],
  );
  const [paying, setPaying] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const result = actionData && "result" in actionData ? actionData.result : null;
  const blocked = () =>
    gate?.unverified
      ? toast.error(VERIFICATION_TEXT.requiredTitle, { description: VERIFICATION_TEXT.publishRequired })
      : gate?.pending
        ? toast.error(PAYMENT_MESSAGES.pending, { description: PAYMENT_MESSAGES.pendingDetail })
        : gate && !gate.mayPay
          ? toast.error(PAYMENT_MESSAGES.subscriptionInactive, {
              description: PAYMENT_MESSAGES.askPayerDetail,
            })
          : setPaying(true);

  useEffect(() => {
    if (!actionData) return;
    if ("createdId" in actionData && actionData.createdId) setCreated(String(actionData.createdId));
    if (
      "needsSubscription" in actionData &&
      actionData.needsSubscription &&
      gate?.mayPay &&
      !gate?.pending &&
      !gate?.unverified
    )
      setPaying(true);
  }, [actionData, gate?.pending, gate?.unverified]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Add Project</h1>
        <p className="mt-1 text-muted">Publish a project with its details, location, team and images.</p>
      </div>
      <Suspense fallback={null}>
        {gate?.unverified ? (
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{VERIFICATION_TEXT.requiredTitle}</h2>
            <p className="mt-1 text-sm text-muted">{VERIFICATION_TEXT.publishRequired}</p>
          </Card>
        ) : gate?.pending ? (
          <Card className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-lg font-semibold">{PAYMENT_MESSAGES.pending}</h2>
              <p className="mt-1 text-sm text-muted">{PAYMENT_MESSAGES.pendingDetail}</p>
            </div>
            <PaymentStatusView status={{ kind: "pending", requestId: gate.pending }} />
          </Card>
        ) : gate && !gate.mayPay ? (
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{PAYMENT_MESSAGES.subscriptionInactive}</h2>
            <p className="mt-1 text-sm text-muted">{PAYMENT_MESSAGES.askPayerDetail}</p>
          </Card>
        ) : gate ? (
          <SubscriptionGate instructions={gate.instructions} onPay={() => setPaying(true)} />
        ) : null}
      </Suspense>
      <ProjectForm
        id="project-add"
        defaultValue={defaultValue}
        lastResult={result}
        createdId={
          actionData && "createdId" in actionData && actionData.createdId
            ? String(actionData.createdId)
            : null
        }
        onBlockedSubmit={gate ? blocked : undefined}
        owners={owners}
        cancelTo={owners && searchParams.get("from") === "admin" ? "/admin/projects" : undefined}
      />
      <Suspense fallback={null}>
        {paying && gate && !gate.pending && !gate.unverified ? (
          <PaymentDialog
            open
            onOpenChange={setPaying}
            instructions={gate.instructions}
            redirectTo="/dashboard/projects/add"
          />
        ) : null}
        {created !== null ? (
          <ProjectCreatedDialog projectId={created} onClose={() => setCreated(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
