import addressparser from "nodemailer/lib/addressparser";
import { beforeAll, expect, it } from "vitest";
import { action as contactAction } from "~/routes/public/contact";
import { resetEnvForTests } from "~/services/env.server";
import { readToast } from "~/services/toast.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { call, cookiesFrom, postRequest, toastOf } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

/** Issue 7, item 9: the toast cookie is signed (and Secure under https); a contact name adds no address. */
const dataDir = useTempDataDir();
let ip = 0;

const sendContact = (name: string, email = "amina@example.org") =>
  call(
    contactAction,
    postRequest("/contact", { name, email, subject: "Partnership", message: "We would like to partner." }),
    `198.51.100.${++ip}`,
  );

/** The header lines of the newest email, unfolded. */
function lastHeaders(): string[] {
  const mail = outbox(dataDir).at(-1) ?? "";
  return mail
    .slice(0, mail.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/);
}

const readToastCookie = (cookie: string) =>
  readToast(new Request("http://localhost/", { headers: { Cookie: cookie } })).then((read) => read.toast);

function useEnv(values: Record<string, string | undefined>) {
  beforeAll(() => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
  });
}

describeEachDatabase("contact Reply-To and the toast cookie over http", () => {
  useEnv({ PUBLIC_URL: undefined });

  it.each([
    "Eve <eve@evil.example>, x",
    '"Eve" <eve@evil.example>, "x"',
    "eve@evil.example, other@evil.example",
    "Eve\r\nBcc: eve@evil.example",
    "Eve\r\nReply-To: eve@evil.example",
    "Eve; <eve@evil.example>",
    'Eve \\" <eve@evil.example>',
  ])("keeps the name %j to one Reply-To address, the sender's", async (name) => {
    const outcome = await sendContact(name);
    expect(outcome.data).toMatchObject({ sent: true });
    const headers = lastHeaders();
    const replyTo = headers.filter((line) => /^reply-to:/i.test(line));
    expect(replyTo).toHaveLength(1);
    const addresses = addressparser(replyTo[0]!.replace(/^reply-to:\s*/i, ""), { flatten: true });
    expect(addresses.map((entry) => entry.address)).toEqual(["amina@example.org"]);
    expect(headers.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
  });

  it("signs the toast cookie; a forged, unsigned or tampered one shows no toast", async () => {
    const outcome = await sendContact("Amina Nakato");
    const cookie = cookiesFrom(outcome.headers, (name) => name === "ui_toast");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Message Sent" });
    expect(outcome.headers.getSetCookie().find((line) => line.startsWith("ui_toast="))).not.toMatch(
      /Secure/i,
    );

    const forged = {
      id: "x",
      type: "success",
      title: "Your account is suspended",
      description: "Call +256…",
    };
    // What an unsigned react-router cookie holds: base64 of the JSON.
    const unsigned = Buffer.from(JSON.stringify(forged)).toString("base64");
    expect(await readToastCookie(`ui_toast=${encodeURIComponent(unsigned)}`)).toBeNull();

    const [, value = ""] = cookie.split("=");
    const signature = decodeURIComponent(value).split(".").at(-1);
    expect(await readToastCookie(`ui_toast=${encodeURIComponent(`${unsigned}.${signature}`)}`)).toBeNull();
  });
});

describeEachDatabase("the toast cookie over https", () => {
  useEnv({ PUBLIC_URL: "https://ugandaimpact.example" });

  it("is Secure", async () => {
    const outcome = await sendContact("Amina Nakato");
    const line = outcome.headers.getSetCookie().find((cookie) => cookie.startsWith("ui_toast="));
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/HttpOnly/i);
    expect(await toastOf(outcome)).toMatchObject({ title: "Message Sent" });
  });
});
