import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { ActionsCell, AdminTable, Cell, RowActionWord, RowHeader } from "~/components/admin/admin-table";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { Trash2 } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import { Breakable } from "~/components/ui/breakable";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/field";
import { ArrowLeft } from "~/components/ui/icons";
import { StatusButton } from "~/components/ui/status-button";
import {
  ADMIN_REMOVE_REASON_MAX,
  type AdminMemberRow,
  type AdminOrganizationDetail,
  AdminRemoveMemberSchema,
  adminOrganizationHref,
  removeMemberWarning,
  ADMIN_MEMBERS_TEXT as TEXT,
} from "~/domain/admin-members";
import { formatAdminDate } from "~/domain/dates";
import { ROLE_LABELS } from "~/domain/membership";
import { websiteHref, websiteText } from "~/domain/text";
import { cn } from "~/lib/cn";

/** What the page's action answers a refused removal (a success redirects with its toast). */
export type RemoveMemberActionData = { remove: SubmissionResult<string[]>; memberId: string };

const linkClass = "font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200";

/** Where a row's Remove leads without script: this page with the removal form in it. */
const removeHref = (organizationId: string, memberId: string) =>
  `${adminOrganizationHref(organizationId)}?remove=${encodeURIComponent(memberId)}`;

/**
 * One organization in the Admin area (issue 35): its details and its members (name, email, role, since). An
 * administrator removes a member (a compromised account) after a confirmation that asks why: with script in a
 * dialog, without it in the page (`?remove=<id>`); either form posts the member's id and the reason.
 */
export function AdminOrganizationPanel({
  organization,
  members,
  me,
  removing,
  refused,
}: {
  organization: AdminOrganizationDetail;
  members: AdminMemberRow[];
  /** The signed-in administrator's account (never removed here). */
  me: string;
  /** The member whose removal form the page shows in place (without script). */
  removing: AdminMemberRow | null;
  /** A refused removal the page received without the fetcher (a post without script). */
  refused: RemoveMemberActionData | null;
}) {
  const [confirming, setConfirming] = useState<AdminMemberRow | null>(null);
  // Until script runs, Remove is a link to the form in the page; then it opens the dialog.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inline = removing ?? members.find((member) => member.id === refused?.memberId) ?? null;
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/organizations"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {TEXT.back}
        </Link>
        <div className="mt-1 flex items-center gap-3">
          <OrganizationLogo
            name={organization.name}
            logoUrl={organization.logoUrl}
            size={48}
            className="h-12 w-12"
          />
          <h1 className="flex min-w-0 flex-wrap items-center gap-3 text-2xl font-bold sm:text-3xl">
            <span className="min-w-0 break-words">{organization.name}</span>
            {organization.listed ? null : <Badge tone="amber">{TEXT.hidden}</Badge>}
          </h1>
        </div>
      </div>

      <Details organization={organization} />

      {inline ? (
        <Card id="remove-member" className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold">{TEXT.removeTitle}</h2>
          <p className="mt-1 mb-4 text-sm text-muted">{removeMemberWarning(inline, organization.name)}</p>
          <RemoveMemberForm
            id="remove-member-inline"
            organizationId={organization.id}
            member={inline}
            lastResult={refused?.memberId === inline.id ? refused.remove : null}
          />
        </Card>
      ) : null}

      <section aria-labelledby="members-heading" className="space-y-3">
        <div>
          <h2 id="members-heading" className="text-xl font-semibold">
            {TEXT.members}
          </h2>
          <p className="mt-1 text-sm text-muted">{TEXT.membersLead}</p>
        </div>
        {members.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="text-muted">{TEXT.noMembers}</p>
          </Card>
        ) : (
          <MembersTable
            rows={members}
            me={me}
            organizationId={organization.id}
            hydrated={hydrated}
            onRemove={setConfirming}
          />
        )}
      </section>

      <RemoveMemberDialog
        organization={organization}
        member={confirming}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

/** A term and its value in the details' list. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Details({ organization }: { organization: AdminOrganizationDetail }) {
  const website = websiteHref(organization.website);
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {TEXT.details}
        </h2>
        <dl className="mt-2 divide-y divide-[var(--border)]">
          <Item term={TEXT.type}>{organization.organizationType ?? "—"}</Item>
          <Item term={TEXT.account}>
            {organization.email ? (
              <a href={`mailto:${organization.email}`} className="hover:underline">
                <Breakable text={organization.email} />
              </a>
            ) : (
              "—"
            )}
          </Item>
          {organization.phone ? <Item term={TEXT.phone}>{organization.phone}</Item> : null}
          {website ? (
            <Item term="Website">
              <a href={website} target="_blank" rel="noreferrer" className={linkClass}>
                <Breakable text={websiteText(organization.website) ?? website} />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Item>
          ) : null}
          <Item term={TEXT.projects}>
            <span className="tabular-nums">{organization.projectCount}</span>
          </Item>
          <Item term={TEXT.registered}>{formatAdminDate(organization.createdAt)}</Item>
        </dl>
        {organization.listed ? (
          <Link
            to={`/organizations/${organization.id}`}
            className={`mt-3 inline-flex min-h-11 items-center ${linkClass}`}
          >
            {TEXT.viewPublic}
          </Link>
        ) : null}
      </section>
    </Card>
  );
}

function MembersTable({
  rows,
  me,
  organizationId,
  hydrated,
  onRemove,
}: {
  rows: AdminMemberRow[];
  me: string;
  organizationId: string;
  hydrated: boolean;
  onRemove: (member: AdminMemberRow) => void;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[44rem]"
      cardsOnPhone
      columns={["Name", "Email", "Role", "Since", { label: "Actions", align: "right" }]}
      rows={rows}
    >
      {(member) => (
        <>
          <RowHeader className="md:max-w-[16rem]">
            <span className="break-words">{member.name.trim() || "—"}</span>
            {member.id === me ? (
              <span className="block text-xs font-normal text-muted">{TEXT.you}</span>
            ) : null}
          </RowHeader>
          <Cell label="Email" className="break-words">
            <a href={`mailto:${member.email}`} className="hover:underline">
              <Breakable text={member.email} />
            </a>
          </Cell>
          <Cell label="Role" half>
            <Badge tone={member.role === "owner" ? "green" : member.role === "finance" ? "blue" : "grey"}>
              {ROLE_LABELS[member.role]}
            </Badge>
          </Cell>
          <Cell label="Since" half className="md:whitespace-nowrap">
            {formatAdminDate(member.since)}
          </Cell>
          <ActionsCell>
            {member.id === me ? null : hydrated ? (
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => onRemove(member)}
                className="min-h-11 text-red-700 sm:min-h-9 dark:text-red-300"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                <RowActionWord>{TEXT.remove}</RowActionWord>
                <span className="sr-only">
                  {TEXT.remove} {member.email}
                </span>
              </Button>
            ) : (
              <Link
                to={`${removeHref(organizationId, member.id)}#remove-member`}
                className={cn(
                  buttonClass("outline", "sm"),
                  "min-h-11 text-red-700 sm:min-h-9 dark:text-red-300",
                )}
                title={TEXT.remove}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                <RowActionWord>{TEXT.remove}</RowActionWord>
                <span className="sr-only">
                  {TEXT.remove} {member.email}
                </span>
              </Link>
            )}
          </ActionsCell>
        </>
      )}
    </AdminTable>
  );
}

/**
 * The removal's form: the member (hidden) and the reason, required. It posts through a fetcher (a plain form
 * without script, to this page with the form in it); a success redirects to the page with its toast, a refusal
 * (no reason, the only owner) comes back in the form.
 */
function RemoveMemberForm({
  id,
  organizationId,
  member,
  lastResult,
  onCancel,
}: {
  id: string;
  organizationId: string;
  member: AdminMemberRow;
  lastResult?: SubmissionResult<string[]> | null;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<RemoveMemberActionData>();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.remove ?? lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminRemoveMemberSchema }),
  });
  return (
    <fetcher.Form
      method="post"
      action={removeHref(organizationId, member.id)}
      {...withInvalidFeedback(getFormProps(form))}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={member.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField field={fields.reason} label={TEXT.reasonLabel} hint={TEXT.reasonHint} required>
        <Textarea
          {...getTextareaProps(fields.reason)}
          aria-describedby={describedBy(fields.reason, true)}
          maxLength={ADMIN_REMOVE_REASON_MAX}
          className="mt-1"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {TEXT.cancel}
          </Button>
        ) : (
          <Link to={adminOrganizationHref(organizationId)} className={buttonClass("outline")}>
            {TEXT.cancel}
          </Link>
        )}
        <StatusButton variant="destructive" pending={busy} pendingLabel={TEXT.removing}>
          {TEXT.removeConfirm}
          <span className="sr-only"> {member.email}</span>
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}

/**
 * The confirmation with the reason (`member` null: closed). It closes once the member is removed: a success
 * redirects, so the location changes, while a refusal leaves it as it was and shows why in the form.
 */
function RemoveMemberDialog({
  organization,
  member,
  onClose,
}: {
  organization: AdminOrganizationDetail;
  member: AdminMemberRow | null;
  onClose: () => void;
}) {
  const { key } = useLocation();
  const close = useRef(onClose);
  close.current = onClose;
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current !== key) close.current();
    shownAt.current = key;
  }, [key]);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={TEXT.removeTitle}
      description={member ? removeMemberWarning(member, organization.name) : undefined}
    >
      {member ? (
        <RemoveMemberForm
          // A new member starts with a fresh form.
          key={member.id}
          id="remove-member-dialog"
          organizationId={organization.id}
          member={member}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
