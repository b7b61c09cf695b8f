/**
 * npm run check:instances — two production instances on one PostgreSQL, files in one bucket, HAProxy in front
 * (scripts/cluster.ts), and what must hold between them:
 *   1. a session made on one instance works on the other;
 *   2. a file uploaded through one is served, as it is and resized, by the other;
 *   3. an admin's live feed on either instance announces a registration made on the other;
 *   4. rate limits count one person's requests across both;
 *   5. the daily subscription reminders, started on both at once, mail once;
 *   6. a change made through one shows at once on the other's cached public pages;
 *   7. through the balancer, stopping and starting an instance under traffic loses no request.
 * Prints each check and exits non-zero if one fails. Needs a build (npm run build) and PostgreSQL.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { kampalaToday } from "~/db/queries/subscriptions.server";
import { type Instance, sql, startCluster } from "./cluster";

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<string>) {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    console.log(`  ✓ ${name} — ${detail} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false, detail: (error as Error).message });
    console.log(`  ✗ ${name} — ${(error as Error).message}`);
  }
}
function expect(condition: boolean, message: string) {
  if (!condition) throw new Error(message);
}

type Posted = { status: number; cookie: string; text: string };

/**
 * A form post straight to one instance, as the balancer passes it on: Host and the page's Origin are the
 * balancer's address (every instance's PUBLIC_URL), the person's address is in X-Forwarded-For. (fetch
 * cannot set Host, hence node:http.)
 */
async function postForm(
  instance: Instance,
  pathname: string,
  body: FormData | URLSearchParams,
  extra: Record<string, string> = {},
): Promise<Posted> {
  const encoded = new Request("http://form.invalid/", { method: "POST", body });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: instance.port,
        method: "POST",
        path: pathname,
        headers: {
          Host: new URL(cluster.lbOrigin).host,
          Origin: cluster.lbOrigin,
          "Content-Type": encoded.headers.get("content-type") ?? "",
          "Content-Length": bytes.length,
          ...extra,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cookie: (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; "),
            text,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}

/** Registers an organization through an instance's /register form, with a logo, as a browser posts it. */
async function register(instance: Instance, email: string, orgName: string, logo?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    email,
    fullName: "Scale Tester",
    orgName,
    orgBrief: "An organization registered by the several-instances check.",
    orgType: "NGO/Non-Profit",
    countryCode: "UG",
    phone: "772123456",
    address: "Kampala",
    password: "scale-password-1",
    confirmPassword: "scale-password-1",
    acceptTerms: "on",
  })) {
    form.set(key, value);
  }
  if (logo) form.set("logo", new File([new Uint8Array(logo)], "logo.png", { type: "image/png" }));
  const response = await postForm(instance, "/register", form);
  expect(response.status === 302, `registration on ${instance.name} answered ${response.status}`);
}

async function logIn(instance: Instance, email: string) {
  const response = await postForm(
    instance,
    "/login",
    new URLSearchParams({ email, password: "scale-password-1" }),
  );
  expect(response.status === 302, `login on ${instance.name} answered ${response.status}`);
  return response.cookie;
}

/** Opens an admin's live feed on an instance; resolves with the first announcement it receives. */
async function firstAnnouncement(instance: Instance, cookie: string, timeoutMs = 15_000) {
  const controller = new AbortController();
  const response = await fetch(`${instance.origin}/admin/live`, {
    headers: { Cookie: cookie },
    signal: controller.signal,
  });
  expect(response.status === 200, `the feed on ${instance.name} answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text = "";
  const announcement = (async () => {
    try {
      while (!text.includes("event: admin-feed")) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // Aborted: no announcement in time.
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
    return /event: admin-feed\ndata: (.*)\n/.exec(text)?.[1] ?? null;
  })();
  // The feed is listening once its first line has arrived.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { announcement };
}

const cluster = await startCluster({ instances: 2 });
const [one, two] = cluster.instances as [Instance, Instance];
console.log(`Two instances (${one.origin}, ${two.origin}) behind HAProxy at ${cluster.lbOrigin}\n`);
const stamp = Date.now();
const adminEmail = `scale-admin-${stamp}@example.org`;
let adminCookie = "";

try {
  await check("a session made on one instance works on the other", async () => {
    await register(one, adminEmail, "SCALE ADMIN ORGANIZATION");
    adminCookie = await logIn(one, adminEmail);
    const dashboard = await fetch(`${two.origin}/dashboard`, { headers: { Cookie: adminCookie } });
    const html = await dashboard.text();
    expect(dashboard.status === 200, `/dashboard on app2 answered ${dashboard.status}`);
    expect(html.includes("SCALE ADMIN ORGANIZATION"), "app2's dashboard does not show the organization");
    return "logged in on app1, /dashboard on app2 shows the organization";
  });

  await check("an upload through one instance is served by the other", async () => {
    const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#1b998b" } })
      .png()
      .toBuffer();
    await register(one, `scale-logo-${stamp}@example.org`, "SCALE LOGO ORGANIZATION", logo);
    const row = await sql(
      cluster.databaseUrl,
      `select coalesce(p.logo_url, o.logo_url) as logo_url from users u join profiles p on p.id = u.id
       left join organizations o on o.id = p.organization_id where u.email = $1`,
      [`scale-logo-${stamp}@example.org`],
    );
    const url = String(row.rows[0]?.logo_url ?? "");
    expect(url.startsWith("/uploads/logos/"), `the logo's URL is ${url || "empty"}`);
    const original = await fetch(`${two.origin}${url}`);
    expect(original.status === 200, `app2 answered ${original.status} for ${url}`);
    const bytes = Buffer.from(await original.arrayBuffer());
    const resized = await fetch(`${two.origin}/images/320${url.slice("/uploads".length)}`);
    const variant = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect(variant.format === "webp" && variant.width === 320, "app2 did not resize it to a 320px WebP");
    const onDisk = [one, two].some((instance) => fs.existsSync(path.join(instance.dataDir, url.slice(1))));
    expect(!onDisk, "the upload landed on an instance's disk, not in the bucket");
    return `stored by app1 in the bucket (${bytes.length} bytes); app2 serves it and its 320px WebP`;
  });

  await check("an admin's live feed announces a registration made on the other instance", async () => {
    await sql(
      cluster.databaseUrl,
      "insert into admin_settings (user_id, admin_email) select id, email from users where email = $1",
      [adminEmail],
    );
    const onOne = await firstAnnouncement(one, adminCookie);
    await register(two, `scale-live-a-${stamp}@example.org`, "SCALE LIVE A");
    const first = await onOne.announcement;
    expect(first?.includes('"kind":"organization"') ?? false, `app1's feed got ${first ?? "nothing"}`);
    const onTwo = await firstAnnouncement(two, adminCookie);
    await register(one, `scale-live-b-${stamp}@example.org`, "SCALE LIVE B");
    const second = await onTwo.announcement;
    expect(second?.includes('"kind":"organization"') ?? false, `app2's feed got ${second ?? "nothing"}`);
    return "registered on app2 → app1's feed; registered on app1 → app2's feed";
  });

  await check("rate limits count one person's requests across both instances", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const instance = attempt % 2 === 0 ? one : two;
      const response = await postForm(
        instance,
        "/resources/newsletter",
        new URLSearchParams({ email: `scale-news-${stamp}-${attempt}@example.org` }),
        { "X-Forwarded-For": "198.51.100.23" },
      );
      statuses.push(response.status);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted === 10 && statuses[10] === 429, `statuses ${statuses.join(",")}`);
    return "newsletter: 10 accepted alternately by app1 and app2, the 11th refused (429)";
  });

  await check("a change made through one instance shows at once on the other's cached pages", async () => {
    const search = `${two.origin}/organizations?q=${encodeURIComponent("SCALE CACHE")}`;
    let cached = false;
    for (let attempt = 0; attempt < 50 && !cached; attempt++) {
      const answer = await fetch(search);
      expect(!(await answer.text()).includes("SCALE CACHE ORGANIZATION"), "app2 lists it before it exists");
      cached = answer.headers.get("x-page-cache") === "hit";
      if (!cached) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cached, "app2 never answered the search from its page cache");
    await register(one, `scale-cache-${stamp}@example.org`, "SCALE CACHE ORGANIZATION");
    const registered = Date.now();
    for (;;) {
      const html = await (await fetch(search)).text();
      if (html.includes("SCALE CACHE ORGANIZATION")) break;
      expect(Date.now() - registered < 2_000, "app2 still shows its cached page 2 s after the change");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return `app2's cached search lists the organization registered on app1 ${Date.now() - registered} ms after app1 answered`;
  });

  await check("the daily subscription reminders, started on both instances at once, mail once", async () => {
    const due = new Date(`${kampalaToday()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    const endDate = due.toISOString().slice(0, 10);
    await sql(
      cluster.databaseUrl,
      `with request as (
         insert into subscription_requests (organization_id, organization_name, method, transaction_id,
           transaction_key, amount, currency, status, start_date, end_date, decided_by_email, decided_at,
           receipt_number)
         select p.organization_id, o.name, 'bank', 'FT' || $3, 'FT' || $3, 45000, 'UGX', 'approved',
           current_date, $2::date, 'admin', now(), nextval('payment_receipt_number_seq')
         from profiles p join users u on u.id = p.id join organizations o on o.id = p.organization_id
         where u.email = $1
         returning id
       )
       insert into subscription_request_history (request_id, action, status)
       select id, action, action from request, (values ('submitted'), ('approved')) as actions(action)`,
      [`scale-logo-${stamp}@example.org`, endDate, String(stamp)],
    );
    // Both stop gracefully and start together: each runs the reminders as it starts.
    const codes = await Promise.all([one.stop(), two.stop()]);
    expect(
      codes.every((code) => code === 0),
      `exit codes ${codes.join(", ")}`,
    );
    await Promise.all([one.start(), two.start()]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const claims = await sql(cluster.databaseUrl, "select count(*)::int as n from subscription_reminders");
    const mails = [one, two].flatMap((instance) => {
      const outbox = path.join(instance.dataDir, "outbox");
      return fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((name) =>
              fs.readFileSync(path.join(outbox, name), "utf8").includes("subscription ends on"),
            )
        : [];
    });
    expect(
      claims.rows[0]?.n === 1 && mails.length === 1,
      `${claims.rows[0]?.n} claims, ${mails.length} mails`,
    );
    return "both restarted (exit 0) and ran the job; 1 reminder claimed, 1 mail sent";
  });

  await check(
    "through the balancer, an instance stopping and starting under traffic loses no request",
    async () => {
      const statuses = new Map<number, number>();
      let stopAt = 0;
      let sent = 0;
      const client = async () => {
        while (sent < 300) {
          sent++;
          const status = await fetch(`${cluster.lbOrigin}/about`).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            () => 0,
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      const traffic = Promise.all([client(), client(), client(), client()]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopAt = sent;
      expect((await two.stop()) === 0, "app2 did not exit 0");
      await two.start();
      await traffic;
      const summary = [...statuses].map(([status, count]) => `${count}×${status || "error"}`).join(", ");
      expect(statuses.size === 1 && statuses.has(200), summary);
      return `${sent} requests, app2 stopped after ${stopAt} and started again: ${summary}`;
    },
  );
} finally {
  await cluster.close();
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} of ${results.length} checks passed.`);
process.exit(failed.length > 0 ? 1 : 0);
