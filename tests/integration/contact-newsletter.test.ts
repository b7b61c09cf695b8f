import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as contactAction } from "~/routes/public/contact";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { resetEnvForTests } from "~/services/env.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { call, count, postRequest, toastOf } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

const dataDir = useTempDataDir();

describeEachDatabase("contact and newsletter", () => {
  it("refuses an incomplete contact message with the spec's text and stores nothing", async () => {
    const before = outbox(dataDir).length;
    const fields = { name: "Amina", email: "amina@example.org", subject: "", message: "Hi" };
    const outcome = await call(contactAction, postRequest("/contact", fields));
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.data)).toContain("Please fill in all required fields");
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
    const outcome = await call(contactAction, postRequest("/contact", fields));
    expect(outcome.data).toMatchObject({ sent: true });
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Message Sent" });
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
      statuses.push((await call(contactAction, postRequest("/contact", fields), "198.51.100.9")).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("subscribes an address once; a second time says so and adds nothing", async () => {
    const first = await call(
      newsletterAction,
      postRequest("/resources/newsletter", { email: "Reader@Example.org" }),
    );
    expect(first.data).toMatchObject({ ok: true });
    expect((await toastOf(first))?.title).toBe("Thank you for subscribing!");
    const second = await call(
      newsletterAction,
      postRequest("/resources/newsletter", { email: "reader@example.org " }),
    );
    expect(second.data).toMatchObject({ ok: false });
    expect(await toastOf(second)).toMatchObject({
      title: "You're already subscribed",
      description: "reader@example.org is already on our newsletter list.",
    });
    expect(await count("newsletter_subscribers")).toBe(1);
  });

  it("refuses an invalid newsletter address", async () => {
    const outcome = await call(
      newsletterAction,
      postRequest("/resources/newsletter", { email: "not-an-email" }),
    );
    expect(outcome.status).toBe(400);
    // Said once, under the field: no toast repeats it.
    expect(outcome.data).toMatchObject({ ok: false, error: "Please enter a valid email address" });
    expect(await toastOf(outcome)).toBeNull();
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
    const outcome = await call(contactAction, postRequest("/contact", fields), "192.0.2.77");
    expect(outcome.data).toMatchObject({ sent: true });
    expect(received.at(-1)).toContain("When is the next event?");
  });
});
