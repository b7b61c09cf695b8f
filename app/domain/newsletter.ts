import { z } from "~/lib/zod";

export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email address",
  subscribed: "Thank you for subscribing!",
  subscribedDetail: "You'll receive our newsletter at {email}.",
  duplicate: "You're already subscribed",
  duplicateDetail: "{email} is already on our newsletter list.",
} as const;

export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalid }).max(254, { error: NEWSLETTER_MESSAGES.invalid })),
});
