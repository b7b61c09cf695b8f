import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { DraftNotice, OfflineNotice, useFormDraft } from "~/components/forms/form-draft";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { countFieldErrors, invalidFieldsSummary } from "~/components/forms/invalid-summary";
import { ContactDetails } from "~/components/layout/contact-details";
import { Card } from "~/components/ui/card";
import { Container, PageHeader } from "~/components/ui/container";
import { Input, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { CONTACT_MESSAGES, ContactSchema } from "~/domain/contact";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { type ContactResult, submitContactMessage } from "~/services/contact.server";
import { formAction } from "~/services/form-action.server";
import { requireFormBody } from "~/services/form-body.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { dataWithToast } from "~/services/toast.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Contact",
    description:
      "Questions about UgandaImpact, registering your organization or publishing projects? Write to us.",
    path: "/contact",
    origin: rootOrigin(matches),
  });

/** What a message that could not be sent says: one text per reason. */
const NOT_SENT = {
  configuration: CONTACT_MESSAGES.configuration,
  delivery: CONTACT_MESSAGES.generic,
} as const satisfies Record<Extract<ContactResult, { sent: false }>["reason"], string>;

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    request,
    {
      read: async (request) =>
        parseWithZod(await requireFormBody(request, { multiline: ["message"] }), { schema: ContactSchema }),
      title: CONTACT_MESSAGES.errorTitle,
      // Too many messages is said above the form too.
      answer: ({ toast, init, error, input }) =>
        dataWithToast(
          { result: input?.reply({ formErrors: error ? [error.message] : [] }) ?? null, sent: false },
          toast,
          init,
        ),
    },
    async (submission) => {
      if (submission.status !== "success") {
        return dataWithToast(
          { result: submission.reply(), sent: false },
          // The messages show beside their fields; the toast only points to them.
          {
            type: "error",
            title: CONTACT_MESSAGES.errorTitle,
            description: invalidFieldsSummary(countFieldErrors(submission.error ?? undefined)),
          },
          { status: 400 },
        );
      }
      const limited = await consumeRateLimit("contact", context.clientIp);
      if (limited) throw limited;
      const outcome = await submitContactMessage(submission.value);
      if (!outcome.sent) {
        const message = NOT_SENT[outcome.reason];
        return dataWithToast(
          { result: submission.reply({ formErrors: [message] }), sent: false },
          { type: "error", title: CONTACT_MESSAGES.failed, description: message },
          { status: 502 },
        );
      }
      return dataWithToast(
        { result: submission.reply({ resetForm: true }), sent: true },
        { type: "success", title: CONTACT_MESSAGES.sentTitle, description: CONTACT_MESSAGES.sentDetail },
      );
    },
  );
}

export default function ContactPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = useIsPending();
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const draft = useFormDraft(form.id);
  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (actionData?.sent) clearDraft();
  }, [actionData, clearDraft]);
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead="Questions, partnerships or support: we would love to hear from you."
      />
      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-xl font-semibold">Send us a message</h2>
          {actionData?.sent ? (
            <p
              role="status"
              className="mt-4 rounded-md bg-brand-50 p-3 text-brand-800 dark:bg-brand-900 dark:text-brand-50"
            >
              {CONTACT_MESSAGES.sentTitle}: {CONTACT_MESSAGES.sentDetail}
            </p>
          ) : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <DraftNotice draft={draft} />
          <Form
            method="post"
            className="mt-4 grid gap-4 sm:grid-cols-2"
            {...withInvalidFeedback(getFormProps(form))}
          >
            <FormField field={fields.name} label="Name" required>
              <Input
                {...getInputProps(fields.name, { type: "text" })}
                aria-describedby={describedBy(fields.name)}
                autoComplete="name"
              />
            </FormField>
            <FormField field={fields.email} label="Email" required>
              <Input
                {...getInputProps(fields.email, { type: "email" })}
                aria-describedby={describedBy(fields.email)}
                autoComplete="email"
              />
            </FormField>
            <FormField field={fields.subject} label="Subject" required className="sm:col-span-2">
              <Input
                {...getInputProps(fields.subject, { type: "text" })}
                aria-describedby={describedBy(fields.subject)}
              />
            </FormField>
            <FormField field={fields.message} label="Message" required className="sm:col-span-2">
              <Textarea
                {...getTextareaProps(fields.message)}
                aria-describedby={describedBy(fields.message)}
                rows={6}
              />
            </FormField>
            <div className="sm:col-span-2">
              <StatusButton pending={sending} pendingLabel="Sending..." className="w-full sm:w-auto">
                Send Message
              </StatusButton>
            </div>
            <OfflineNotice draft={draft} className="sm:col-span-2" />
          </Form>
        </Card>
        <aside aria-labelledby="contact-details" className="space-y-4">
          <Card className="p-6">
            <h2 id="contact-details" className="text-xl font-semibold">
              Contact details
            </h2>
            <ContactDetails size="md" />
          </Card>
        </aside>
      </Container>
    </>
  );
}
