import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "~/domain/contact";
import { oneLine } from "~/domain/text";
import { logger } from "~/lib/logger.server";
import { getEnv } from "./env.server";
import { sendMail } from "./mail.server";

/**
 * Keeps the message, then emails it to the platform's inbox. The stored row survives a mail failure,
 * so nothing a visitor wrote is lost; `emailSent` tells which messages still need a reply by hand.
 */
export type ContactResult = { sent: true } | { sent: false; reason: "configuration" | "delivery" };

export async function submitContactMessage(input: ContactInput): Promise<ContactResult> {
  const db = getDb();
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  try {
    await sendMail({
      to: getEnv().CONTACT_INBOX,
      // Name and address apart: whatever the name holds (commas, quotes, "<…>"), it stays one name.
      replyTo: { name: oneLine(input.name), address: input.email },
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`,
    });
  } catch (error) {
    logger.error({ err: error }, "contact email failed");
    // A refused login or a malformed SMTP_URL is ours to fix; anything else is a delivery problem.
    const code = (error as { code?: string }).code;
    return { sent: false, reason: code === "EAUTH" || code === "ECONFIG" ? "configuration" : "delivery" };
  }
  await db.update(contactMessages).set({ emailSent: true }).where(eq(contactMessages.id, row!.id));
  return { sent: true };
}
