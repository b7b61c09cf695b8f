import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as contactAction } from "~/routes/public/contact";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { resetEnvForTests } from "~/services/env.server";
import { formRequest, loadContext, outbox, toastOf, useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";

type ActionArgs = Parameters<typeof contactAction>[0];
const args = (request: Request, ip = "203.0.113.7") =>
  ({ request, context: loadContext(ip), params: {} }) as ActionArgs;

/** The body and headers of a `data()` result. */
function unwrap(result: unknown) {
  const value = result as { data: unknown; init?: ResponseInit | null };
  return { data: value.data as Record<string, unknown>, init: value.init ?? {} };
}

async function count(table: string) {
  const result = await getDb().execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(result.rows[0]?.n);
}

const dataDir = useTempDataDir();

describeEachDatabase("contact and newsletter", () => {
  it("refuses an incomplete contact message with the spec's text and stores nothing", async () => {
    const before = outbox(dataDir).length;
    const result = unwrap(
      await contactAction(
        args(
          formRequest("/contact", { name: "Amina", email: "amina@example.org", subject: "", message: "Hi" }),
        ),
      ),
    );
    expect(result.init.status).toBe(400);
    expect(JSON.stringify(result.data)).toContain("Please fill in all required fields");
    expect(await count("contact_messages")).toBe(0);
    expect(outbox(dataDir).length).toBe(before);
  });

  it("stores a complete message and leaves an email in the outbox", async () => {
    const before = outbox(dataDir).length;
    const fields = {
      name: "Amina Nakato",
      email: "amina@example.org",
      subject: "Partnership",
      message: "We would like to partner.",
    };
    const result = unwrap(await contactAction(args(formRequest("/contact", fields))));
    expect(result.data.sent).toBe(true);
    expect(await toastOf(result.init)).toMatchObject({ type: "success", title: "Message Sent" });
    const mails = outbox(dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain("Subject: [Contact] Partnership");
    expect(mails.at(-1)).toContain("We would like to partner.");
    expect(mails.at(-1)).toContain("Reply-To: Amina Nakato <amina@example.org>");
    const rows = await getDb().execute<{ email_sent: boolean }>(sql`select email_sent from contact_messages`);
    expect(rows.rows).toEqual([{ email_sent: true }]);
  });

  it("rate-limits contact messages per client", async () => {
    const fields = { name: "Flooder", email: "flood@example.org", subject: "Spam", message: "Spam" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = unwrap(await contactAction(args(formRequest("/contact", fields), "198.51.100.9")));
      statuses.push(result.init.status ?? 200);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("subscribes an address once; a second time says so and adds nothing", async () => {
    const first = unwrap(
      await newsletterAction(args(formRequest("/resources/newsletter", { email: "Reader@Example.org" }))),
    );
    expect(first.data.ok).toBe(true);
    expect((await toastOf(first.init))?.title).toBe("Thank you for subscribing!");
    const second = unwrap(
      await newsletterAction(args(formRequest("/resources/newsletter", { email: "reader@example.org " }))),
    );
    expect(second.data.ok).toBe(false);
    expect(await toastOf(second.init)).toMatchObject({
      title: "You're already subscribed",
      description: "reader@example.org is already on our newsletter list.",
    });
    expect(await count("newsletter_subscribers")).toBe(1);
  });

  it("refuses an invalid newsletter address", async () => {
    const result = unwrap(
      await newsletterAction(
        args(formRequest("/resources/newsletter", { email: "not-an-email" }), "192.0.2.55"),
      ),
    );
    expect(result.init.status).toBe(400);
    expect(await count("newsletter_subscribers")).toBe(1);
  });
});

describeEachDatabase("contact over SMTP", () => {
  let server: SMTPServer;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let text = "";
        stream.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on("end", () => {
          received.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends the message through the SMTP server of SMTP_URL", async () => {
    const fields = {
      name: "Okello",
      email: "okello@example.org",
      subject: "Events",
      message: "When is the next event?",
    };
    const result = unwrap(await contactAction(args(formRequest("/contact", fields), "192.0.2.77")));
    expect(result.data.sent).toBe(true);
    expect(received.at(-1)).toContain("When is the next event?");
  });
});
