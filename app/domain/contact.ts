import { z } from "~/lib/zod";

export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  sentTitle: "Message Sent",
  sentDetail: "Thank you for contacting us. We'll get back to you soon.",
  errorTitle: "Error",
  configuration:
    "The email service is not properly configured. Please try again later or contact us directly.",
  network: "Network error. Please check your connection and try again.",
  generic: "There was a problem sending your message.",
  failed: "Failed to send your message",
  tooMany: "Too many messages. Please try again in {minutes} minutes.",
} as const;

const required = (field: string, max: number) =>
  z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.required })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const ContactSchema = z.object({
  name: required("Name", 120),
  email: required("Email", 254).pipe(z.email({ error: CONTACT_MESSAGES.invalidEmail })),
  subject: required("Subject", 200),
  message: required("Message", 5000),
});
export type ContactInput = z.infer<typeof ContactSchema>;
