import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "~/lib/logger.server";
import { getEnv } from "./env.server";

/** `replyTo` as name and address apart: nodemailer quotes the name, so it can never add an address. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  /** Extra headers (the follower mails' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (an approval's receipt). */
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
};

let transport: { key: string; transporter: Transporter } | undefined;

/** SMTP when SMTP_URL is set; otherwise nodemailer renders the message and we keep it in DATA_DIR/outbox. */
function getTransport(): Transporter {
  const env = getEnv();
  const key = env.SMTP_URL ?? `outbox:${env.DATA_DIR}`;
  if (transport?.key !== key) {
    transport = {
      key,
      transporter: env.SMTP_URL
        ? nodemailer.createTransport(env.SMTP_URL)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    };
  }
  return transport.transporter;
}

export function outboxDir() {
  return path.resolve(getEnv().DATA_DIR, "outbox");
}

/** Sends one message; throws when the transport fails, so callers can tell the user. */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const { attachments, ...message } = mail;
  const info = await getTransport().sendMail({
    from: env.MAIL_FROM,
    ...message,
    attachments: attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
  });
  if (env.SMTP_URL) {
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true });
  // Sortable by time; the random part keeps two messages in one millisecond apart.
  const file = path.join(dir, `${Date.now()}-${crypto.randomBytes(4).toString("hex")}.eml`);
  fs.writeFileSync(file, (info as { message: Buffer }).message);
  logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
}
