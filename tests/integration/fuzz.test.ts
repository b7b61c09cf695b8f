import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { seededRandom } from "~/lib/seeded-random";
import { MAX_TEXT_FORM_BYTES } from "~/services/form-body.server";
import { useTempDataDir } from "../setup/app-env";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { DATABASE_KINDS, describeEachDatabase } from "../setup/test-database";
import { registrationFields } from "./auth-helpers";

/**
 * A bounded, seeded fuzz of every route and form through the real Express app (edge checks, React Router's
 * request handler, every loader and action): odd methods, bodies of every kind, repeated fields, huge values,
 * control characters and odd Unicode in paths, query strings and fields. Nothing may answer 500 and no row
 * may change. The same seed gives the same requests; FUZZ_SEED and FUZZ_REQUESTS change them.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const CONCURRENCY = 4;

/**
 * Hostile values. None contains "@", so no submission is ever a valid one: the subject is bad input, and the
 * "nothing written" check stays exact (a valid login or sign-up would rightly write a rate-limit row).
 */
const VALUES: (string | { encoded: string })[] = [
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

function paths(orgId: string, random: Random): string {
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
    () => "/dashboard/profile",
    () => "/dashboard/account",
    () => "/admin",
    () => "/admin/organizations",
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
    const isFile = name === "logo" || random() < 0.1;
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

function method(random: Random): string {
  const roll = random();
  if (roll < 0.35) return "GET";
  if (roll < 0.75) return "POST";
  if (roll < 0.85) return pick(random, ["PUT", "DELETE", "PATCH"]);
  return pick(random, ["TRACE", "HEAD", "OPTIONS", "PROPFIND", "MKCOL"]);
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await getDb().execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await getDb().execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = Number(result.rows[0]?.n);
  }
  return counts;
}

describeEachDatabase("fuzz: bad input is never a 500 and writes nothing", (_, kind) => {
  // The databases share the run's requests (every second one each when there are two): the same inputs in
  // all, at half the time, and each database still sees every kind of request.
  const share = DATABASE_KINDS.indexOf(kind);
  const mine = (_request: unknown, index: number) => index % DATABASE_KINDS.length === share;

  let app: HttpApp;
  let orgId = "";
  let session = "";

  beforeAll(async () => {
    useTempDataDir();
    app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development" });
    // A user and an organization to aim at (and to see that nothing touches them).
    const fields = registrationFields();
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin };
    const registered = await app.request("POST", "/register", {
      headers: form,
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(registered.status).toBe(302);
    const login = await app.request("POST", "/login", {
      headers: form,
      body: new URLSearchParams({
        email: String(fields.email),
        password: String(fields.password),
      }).toString(),
    });
    session = (login.headers["set-cookie"] ?? [])
      .map((cookie) => cookie.split(";")[0] ?? "")
      .filter((pair) => pair.startsWith("ui."))
      .join("; ");
    expect(session).not.toBe("");
    const directory = await getDb().execute<{ id: string }>(sql`select id from profiles limit 1`);
    orgId = String(directory.rows[0]?.id);
  }, 180_000);
  afterAll(async () => app?.close());

  const count = Array.from({ length: REQUESTS }).filter(mine).length;
  it(`answers ${count} of ${REQUESTS} hostile requests without a 500 and without changing a row`, async () => {
    const random = seededRandom(SEED);
    const before = await tableCounts();
    // Drawn up front, in order, so the run is the same whatever order the answers arrive in.
    const requests = Array.from({ length: REQUESTS }, () => {
      const verb = method(random);
      const path = paths(orgId, random);
      const payload =
        verb === "GET" || verb === "HEAD" ? { headers: {} as Record<string, string> } : body(random);
      const headers: Record<string, string> = { ...payload.headers };
      const roll = random();
      if (roll < 0.8) headers.Origin = app.origin;
      else if (roll < 0.85) headers.Origin = "https://evil.example";
      // Signed in only to read: a signed-in write is a real save (profile) or a real logout.
      if ((verb === "GET" || verb === "HEAD") && random() < 0.3) headers.Cookie = session;
      return { verb, path, headers, body: payload.body };
    }).filter(mine);

    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    async function worker() {
      while (next < requests.length) {
        const request = requests[next++];
        if (!request) break;
        let status: number;
        try {
          status = (
            await app.request(request.verb, request.path, { headers: request.headers, body: request.body })
          ).status;
        } catch (error) {
          // Refused before its body was read (413 past the form limit, 431 past Node's header limit), a request
          // still sending is cut off: that is the refusal, not a failure. Any other broken answer is one.
          const cutOff = /ECONNRESET|EPIPE|socket hang up/.test((error as Error).message);
          const oversized =
            (request.body?.length ?? 0) > MAX_TEXT_FORM_BYTES || request.path.length > 16 * 1024;
          if (cutOff && oversized) {
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

    const after = await tableCounts();
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    const fivehundreds = statuses.get(500) ?? 0;
    console.log(
      `fuzz (${kind}): ${requests.length} of ${REQUESTS} requests, ${fivehundreds} × 500, ${changed.length} rows changed (seed ${SEED}, ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))})`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(changed.map((table) => `${table}: ${before[table]} → ${after[table]}`)).toEqual([]);
  }, 600_000);
});
