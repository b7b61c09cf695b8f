import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { subscriptionRequestHistory, subscriptionRequests } from "~/db/schema";
import { seededRandom } from "~/lib/seeded-random";
import { MAX_TEXT_FORM_BYTES } from "~/services/form-body.server";
import { resetRateLimit } from "~/services/rate-limit.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, createProject, type TestOrganizationUser } from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { changedTables, tableFingerprints } from "../setup/table-fingerprint";
import { DATABASE_KINDS, describeEachDatabase } from "../setup/test-database";

/**
 * A bounded, seeded fuzz of every route and form through the real Express app (edge checks, React Router's
 * request handler, every loader and action): odd methods, bodies of every kind, repeated fields, huge values,
 * control characters and odd Unicode in paths, query strings and fields, list fields in every shape, sent by a
 * visitor or by a signed-in organization. Nothing may answer 500, and no row may change but the sender's own
 * (and what any valid request may write): compared by a fingerprint of every row, not by counts. The same seed
 * gives the same requests; FUZZ_SEED and FUZZ_REQUESTS change them.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const CONCURRENCY = 4;
/** POSTs of the payment form (issue 34), drawn from a stream of their own after the others (which stay as they were). */
const PAYMENT_REQUESTS = Number(process.env.FUZZ_PAYMENT_REQUESTS ?? 200);

/** The victim's payment request waiting for review: a correction or withdrawal aimed at it must change nothing. */
const VICTIM_REQUEST_ID = "00000000-0000-4000-8000-00000000f034";
const VICTIM_TRANSACTION_ID = "7845123601";

/** Payment forms that pass the checks, one per method (a Transaction ID in each's format), before they are bent. */
const PAYMENT_FORMS: Record<string, string>[] = [
  { method: "mtn", transactionId: "7845123690", currency: "UGX" },
  { method: "airtel", transactionId: "mp261119.1432.b73915", currency: "UGX" },
  { method: "bank", transactionId: "FT26333KX7Q2", currency: "USD" },
  // The victim's Transaction ID: held by its waiting request.
  { method: "mtn", transactionId: VICTIM_TRANSACTION_ID, currency: "UGX" },
];
/** What a submission, a correction or a withdrawal carries besides the form, aimed at the victim's request too. */
const PAYMENT_INTENTS: Record<string, string>[] = [
  {},
  { intent: "submit" },
  { intent: "correct", requestId: VICTIM_REQUEST_ID },
  { intent: "withdraw", requestId: VICTIM_REQUEST_ID },
  { intent: "correct", requestId: "00000000-0000-4000-8000-000000000000" },
  { intent: "withdraw", requestId: "not-a-uuid" },
  { intent: "delete", requestId: VICTIM_REQUEST_ID },
];

/**
 * Hostile values, and plausible ones (an email address, a date, a status, a sector) so that some signed-in
 * submissions pass validation and reach the writes behind them.
 */
const VALUES: (string | { encoded: string })[] = [
  "fuzz@example.org",
  "someone@uganda.test",
  "2026-01-10",
  "Active",
  "Education",
  "Quality Education",
  "children",
  "/uploads/project-images/x.webp",
  "b".repeat(220),
  JSON.stringify({ type: "update", payload: { name: "coreObjectives[5000000]", value: "x" } }),
  "\ufffe\uffff",
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(50),
  "\u001b[31mred",
  "line\r\nInjected: header",
  "tab\there",
  "\u007f\u0085\u2028\u2029",
  "x".repeat(100_000),
  "y".repeat(5_001),
  "z".repeat(201),
  "😀".repeat(300),
  "\u200b\u200b\u200b",
  "\u202egnp.exe",
  "ＵＧＡＮＤＡ",
  "ǅ ß ﬁ İ",
  "e\u0301".repeat(50),
  "../../../../etc/passwd",
  "..%2f..%2fetc",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9".repeat(40),
  "2147483648",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "UG",
  "XX",
  "NGO/Non-Profit",
  "on",
  "true",
  "short",
  "Password123",
  "//evil.example/phish",
  "/.//evil.example",
  "javascript:alert(1)",
  // The Results & budget page's intents and plausible values, so some of its writes get past validation.
  "save-result",
  "save-indicator",
  "save-period",
  "save-budget",
  "save-funder",
  "delete-result",
  "delete-funder",
  "outcome",
  "number",
  "percentage",
  "people_reached",
  "UGX",
  "4,000",
  "2026-12-31",
  { encoded: "%FF%FE%FD" },
  { encoded: "%ED%A0%80" },
  { encoded: "%C0%AF" },
  { encoded: "%" },
  { encoded: "%zz" },
  { encoded: "%00" },
  { encoded: "a%0Db" },
];

const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "rememberMe",
  "redirectTo",
  "token",
  "fullName",
  "orgName",
  "orgBrief",
  "orgType",
  "countryCode",
  "phone",
  "address",
  "website",
  "acceptTerms",
  "logo",
  "name",
  "subject",
  "message",
  "intent",
  "__proto__",
  // The project form's fields, its lists in every shape (within and far past their limits) and Conform's intent.
  "brief",
  "sector",
  "sdg",
  "location",
  "startDate",
  "status",
  "targetGroups",
  "targetGroups[0]",
  "coreObjectives",
  "coreObjectives[0]",
  "coreObjectives[30000]",
  "projectMilestones[1000000]",
  "images",
  "images[0]",
  "images[30000]",
  "images.x",
  "coreObjectives[0].x",
  "__intent__",
  // Progress updates (their list of photos in every shape) and following by email.
  "title",
  "body",
  "photos",
  "photos[0]",
  "photos[30000]",
  "photos.x",
  "updateId",
  "kind",
  "id",
  // Results, indicators, periods, the budget and funders (issue 21): each form's fields and its key.
  "formKey",
  "type",
  "resultId",
  "indicatorId",
  "measure",
  "standardMeasure",
  "baselineYear",
  "baselineValue",
  "targetValue",
  "targetDate",
  "periodStart",
  "periodEnd",
  "value",
  "comment",
  "currency",
  "budgetAmount",
  "spentAmount",
  "profileId",
];

const QUERY_KEYS = [
  "q",
  "page",
  "type",
  "status",
  "sort",
  "redirectTo",
  "token",
  "index",
  "_data",
  "category",
];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function encode(value: string | { encoded: string }): string {
  return typeof value === "string" ? encodeURIComponent(value) : value.encoded;
}
function raw(value: string | { encoded: string }): string {
  if (typeof value === "string") return value;
  try {
    return decodeURIComponent(value.encoded);
  } catch {
    return value.encoded;
  }
}

function paths(orgId: string, ownProjectId: string, random: Random): string {
  const segment = () => (random() < 0.5 ? orgId : encode(pick(random, VALUES)));
  const templates = [
    () => "/",
    () => "/projects",
    () => `/projects/${segment()}`,
    () => "/organizations",
    () => `/organizations/${segment()}`,
    () => "/events",
    () => `/events/${segment()}`,
    () => "/about",
    () => "/contact",
    () => "/terms",
    () => "/privacy",
    () => "/login",
    () => "/register",
    () => "/logout",
    () => "/forgot-password",
    () => "/reset-password",
    () => "/payment",
    () => "/dashboard",
    () => "/dashboard/projects",
    () => "/dashboard/projects/add",
    () => `/dashboard/projects/edit/${segment()}`,
    () => `/dashboard/projects/edit/${ownProjectId}`,
    () => `/dashboard/projects/${segment()}/updates`,
    () => `/dashboard/projects/${ownProjectId}/updates`,
    () => `/dashboard/projects/${segment()}/results`,
    () => `/dashboard/projects/${ownProjectId}/results`,
    () => "/results.csv",
    () => `/projects/${segment()}.rss`,
    () => `/api/v1/projects/${segment()}/updates`,
    () => "/follow",
    () => `/follow/confirm?token=${encode(pick(random, VALUES))}`,
    () => `/follow/unsubscribe?token=${encode(pick(random, VALUES))}`,
    () => "/dashboard/profile",
    () => "/dashboard/account",
    () => `/invitations/${segment()}`,
    () => "/admin",
    () => "/admin/organizations",
    () => `/admin/organizations/${segment()}`,
    () => "/admin/settings",
    () => "/resources/newsletter",
    () => "/healthz",
    () => "/sitemap.xml",
    () => "/robots.txt",
    () => `/images/${pick(random, ["320", "640", "-1", "abc", "99999"])}/${segment()}`,
    () => `/uploads/${segment()}`,
    () => `/${segment()}`,
    () => `/${segment()}/${segment()}`,
  ];
  let path = pick(random, templates)();
  // React Router's single-fetch data requests are a second door to every loader and action.
  if (random() < 0.3) path = path === "/" ? "/_root.data" : `${path}.data`;
  if (random() < 0.6) {
    const pairs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const key = random() < 0.9 ? pick(random, QUERY_KEYS) : encode(pick(random, VALUES));
      return `${key}=${encode(pick(random, VALUES))}`;
    });
    path += `?${pairs.join("&")}`;
  }
  return path;
}

type Body = { headers: Record<string, string>; body?: Buffer };

function formFields(random: Random): [string, string | { encoded: string }][] {
  const fields: [string, string | { encoded: string }][] = [];
  const count = Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const name = pick(random, FIELDS);
    fields.push([name, pick(random, VALUES)]);
    // A repeated field, as a forged form sends it.
    if (random() < 0.2) fields.push([name, pick(random, VALUES)]);
  }
  return fields;
}

function multipart(
  random: Random,
  fields: [string, string | { encoded: string }][],
  boundary: string,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const isFile = name === "logo" || name === "proof" || random() < 0.1;
    const disposition = isFile
      ? `form-data; name="${name}"; filename="${pick(random, ["logo.png", "../../x.svg", "a\u0000.png", "", "😀.gif"])}"`
      : `form-data; name="${name}"`;
    const type = isFile
      ? `\r\nContent-Type: ${pick(random, ["image/png", "image/svg+xml", "text/html", ""])}`
      : "";
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    parts.push(isFile && random() < 0.5 ? randomBytes(random, 64) : Buffer.from(raw(value)));
    parts.push(Buffer.from("\r\n"));
  }
  // Sometimes no closing boundary: a truncated body.
  if (random() < 0.85) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function randomBytes(random: Random, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
}

function body(random: Random): Body {
  const fields = formFields(random);
  switch (Math.floor(random() * 9)) {
    case 0:
    case 1:
    case 2:
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: Buffer.from(
          fields.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join("&"),
        ),
      };
    case 3: {
      const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
      const declared = random() < 0.15 ? "----another" : boundary;
      const type = random() < 0.1 ? "multipart/form-data" : `multipart/form-data; boundary=${declared}`;
      return { headers: { "Content-Type": type }, body: multipart(random, fields, boundary) };
    }
    case 4:
      return {
        headers: { "Content-Type": "application/json" },
        body: Buffer.from(
          random() < 0.8
            ? JSON.stringify(Object.fromEntries(fields.map(([k, v]) => [k, raw(v)])))
            : "{bad json",
        ),
      };
    case 5:
      return { headers: { "Content-Type": "text/plain" }, body: Buffer.from(raw(pick(random, VALUES))) };
    case 6:
      return { headers: { "Content-Type": "application/octet-stream" }, body: randomBytes(random, 512) };
    case 7:
      return {
        headers: {
          "Content-Type": pick(random, [
            "application/x-www-form-urlencoded; charset=utf-16",
            "application/x-www-form-urlencoded\u00e9",
            "image/png",
            "",
            "multipart/mixed; boundary=x",
          ]),
        },
        body: random() < 0.5 ? Buffer.from("email=x&password=y") : Buffer.alloc(0),
      };
    default:
      // Oversized: past every text form's limit.
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: Buffer.from(`message=${"m".repeat(300 * 1024)}`),
      };
  }
}

/** A payment form: most of its fields, mostly with its own values, sent as a browser would or not quite. */
function paymentBody(random: Random): Body {
  const form: Record<string, string | { encoded: string }> = {
    ...pick(random, PAYMENT_FORMS),
    paidOn: new Date().toISOString().slice(0, 10),
    ...pick(random, PAYMENT_INTENTS),
  };
  // Some fields bent or left out; the rest as the form sends them.
  for (const name of Object.keys(form)) {
    const roll = random();
    if (roll < 0.04) delete form[name];
    else if (roll < 0.1) form[name] = pick(random, VALUES);
  }
  const fields = Object.entries(form);
  if (random() < 0.15) fields.push(["proof", pick(random, VALUES)]);
  if (random() < 0.1) fields.push(["redirectTo", pick(random, VALUES)]);
  // A repeated field, as a forged form sends it.
  if (random() < 0.1)
    fields.push([pick(random, ["method", "transactionId", "intent", "requestId"]), pick(random, VALUES)]);
  const roll = random();
  if (roll < 0.15) return body(random);
  if (roll < 0.5) {
    return {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.from(
        fields.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join("&"),
      ),
    };
  }
  const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: multipart(random, fields, boundary),
  };
}

function method(random: Random): string {
  const roll = random();
  if (roll < 0.35) return "GET";
  if (roll < 0.75) return "POST";
  if (roll < 0.85) return pick(random, ["PUT", "DELETE", "PATCH"]);
  return pick(random, ["TRACE", "HEAD", "OPTIONS", "PROPFIND", "MKCOL"]);
}

/**
 * Tables any valid request may write, whoever sends it: rate-limit counters, sessions (a valid sign-in),
 * tokens (a reset or verification link asked for), the newsletter and contact messages, followers.
 */
const WRITABLE_BY_ANYONE = [
  "rate_limits",
  "sessions",
  "verifications",
  "newsletter_subscribers",
  "contact_messages",
  // Anyone may ask to follow a project or an organization (an unconfirmed follower and its link).
  "followers",
  "follow_tokens",
  "follow_deliveries",
  // Counts over every project (the triggers keep them): the sender's own project may change them.
  "project_facet_counts",
];

describeEachDatabase(
  "fuzz: bad input is never a 500 and changes nothing that is not the sender's",
  (_, kind) => {
    // The databases share the run's requests (every second one each when there are two): the same inputs in
    // all, at half the time, and each database still sees every kind of request.
    const share = DATABASE_KINDS.indexOf(kind);
    const mine = (_request: unknown, index: number) => index % DATABASE_KINDS.length === share;

    let app: HttpApp;
    let victim: TestOrganizationUser;
    let attacker: TestOrganizationUser;
    let victimProjectId = "";
    let ownProjectId = "";

    beforeAll(async () => {
      useTempDataDir();
      app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development" });
      // An organization to aim at (nothing may touch it), and the signed-in account the writes come from.
      victim = await createOrganizationUser();
      victimProjectId = (await createProject(victim.userId)).id;
      // The victim's payment waits for review, with its history (as a submission writes them).
      await getDb().transaction(async (tx) => {
        await tx.insert(subscriptionRequests).values({
          id: VICTIM_REQUEST_ID,
          organizationId: victim.organizationId,
          organizationName: victim.organizationName,
          submittedBy: victim.userId,
          method: "mtn",
          transactionId: VICTIM_TRANSACTION_ID,
          transactionKey: VICTIM_TRANSACTION_ID,
          amount: 45000,
          currency: "UGX",
          paidOn: new Date().toISOString().slice(0, 10),
        });
        await tx.insert(subscriptionRequestHistory).values({
          requestId: VICTIM_REQUEST_ID,
          action: "submitted",
          status: "submitted",
          actorId: victim.userId,
        });
      });
      attacker = await createOrganizationUser();
      ownProjectId = (await createProject(attacker.userId)).id;
    }, 180_000);
    afterAll(async () => app?.close());

    const count = Array.from({ length: REQUESTS + PAYMENT_REQUESTS }).filter(mine).length;
    it(`answers ${count} of ${REQUESTS + PAYMENT_REQUESTS} hostile requests without a 500 and without changing a row`, async () => {
      const random = seededRandom(SEED);
      // Whatever the fuzz sends, only the signed-in account's own rows, and what anyone may write, can change.
      const fingerprint = () =>
        tableFingerprints({
          except: WRITABLE_BY_ANYONE,
          // The sender's own project's results, indicators' parents and funders name its id.
          exceptRowsMentioning: [attacker.userId, attacker.organizationId, ownProjectId],
        });
      const before = await fingerprint();
      // Drawn up front, in order, so the run is the same whatever order the answers arrive in.
      const requests = Array.from({ length: REQUESTS }, () => {
        const verb = method(random);
        const path = paths(random() < 0.5 ? victim.userId : victimProjectId, ownProjectId, random);
        const payload =
          verb === "GET" || verb === "HEAD" ? { headers: {} as Record<string, string> } : body(random);
        const headers: Record<string, string> = { ...payload.headers };
        const roll = random();
        if (roll < 0.8) headers.Origin = app.origin;
        else if (roll < 0.85) headers.Origin = "https://evil.example";
        // Signed in for reads and writes alike (a sign-out only where it cannot end the run's session).
        if (random() < 0.4 && !path.startsWith("/logout")) headers.Cookie = attacker.cookie;
        return { verb, path, headers, body: payload.body, paymentLimitReset: false };
      }).filter(mine);
      // Then the payment form's POSTs, from their own stream (the requests above stay the same).
      const paying = seededRandom(SEED + 34);
      const paymentRequests = Array.from({ length: PAYMENT_REQUESTS }, () => {
        const path = pick(paying, ["/payment", "/payment.data", "/payment?index", "/dashboard/projects/add"]);
        const payload = paymentBody(paying);
        const headers: Record<string, string> = { ...payload.headers };
        if (paying() < 0.9) headers.Origin = app.origin;
        if (paying() < 0.8) headers.Cookie = attacker.cookie;
        // The hourly limit on submissions reset first: past it, no form would reach the checks behind it.
        return { verb: "POST", path, headers, body: payload.body, paymentLimitReset: true };
      }).filter(mine);
      requests.push(...paymentRequests);

      const started = Date.now();
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      async function worker() {
        while (next < requests.length) {
          const request = requests[next++];
          if (!request) break;
          if (request.paymentLimitReset) await resetRateLimit("payment-submit", attacker.userId);
          let status: number;
          try {
            status = (
              await app.request(request.verb, request.path, { headers: request.headers, body: request.body })
            ).status;
          } catch (error) {
            // Refused before its body was read (413 past the form limit, 431 past Node's header limit, or a
            // body sent with a method no form uses — OPTIONS, PUT… answered at once), a request still sending is
            // cut off (server/edge.ts closes the connection): that is the refusal, not a failure. Any other
            // broken answer is one.
            const cutOff = /ECONNRESET|EPIPE|socket hang up/.test((error as Error).message);
            const oversized =
              (request.body?.length ?? 0) > MAX_TEXT_FORM_BYTES || request.path.length > 16 * 1024;
            const bodyNoFormReads = (request.body?.length ?? 0) > 0 && request.verb !== "POST";
            if (cutOff && (oversized || bodyNoFormReads)) {
              statuses.set(0, (statuses.get(0) ?? 0) + 1);
              continue;
            }
            failures.push(`${request.verb} ${request.path.slice(0, 120)}: ${(error as Error).message}`);
            continue;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500)
            failures.push(
              `${status} ${request.verb} ${request.path.slice(0, 120)} ${request.headers["Content-Type"] ?? ""}`,
            );
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);

      const changed = changedTables(before, await fingerprint());
      const fivehundreds = statuses.get(500) ?? 0;
      const signedInWrites = requests.filter(
        (request) => request.headers.Cookie && request.verb !== "GET" && request.verb !== "HEAD",
      ).length;
      console.log(
        `fuzz (${kind}): ${requests.length} of ${REQUESTS + PAYMENT_REQUESTS} requests (${signedInWrites} signed-in writes), ${fivehundreds} × 500, ${changed.length} tables changed beyond the sender's own rows (seed ${SEED}, ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))})`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(changed).toEqual([]);
    }, 600_000);
  },
);
