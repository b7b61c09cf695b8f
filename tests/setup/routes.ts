import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { readToast } from "~/services/toast.server";
import { loadContext } from "./app-env";

/** What a route loader or action answered, whether it returned or threw (redirects are thrown too). */
export type Outcome = {
  status: number;
  headers: Headers;
  location: string | null;
  data: unknown;
};

// biome-ignore lint/suspicious/noExplicitAny: route modules' own argument types differ per route
type Handler = (args: any) => Promise<unknown> | unknown;

export function toOutcome(value: unknown): Outcome {
  if (value instanceof Response) {
    return {
      status: value.status,
      headers: value.headers,
      location: value.headers.get("Location"),
      data: null,
    };
  }
  const maybe = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (maybe && maybe.type === "DataWithResponseInit") {
    const headers = new Headers(maybe.init?.headers);
    return {
      status: maybe.init?.status ?? 200,
      headers,
      location: headers.get("Location"),
      data: maybe.data,
    };
  }
  return { status: 200, headers: new Headers(), location: null, data: value };
}

/** Calls a loader or action the way React Router does, with the context our Express server provides. */
export async function call(handler: Handler, request: Request, ip = "1.2.3.4"): Promise<Outcome> {
  try {
    return toOutcome(await handler({ request, params: {}, context: loadContext(ip) }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}

export function getRequest(path: string, cookie?: string) {
  return new Request(new URL(path, "http://localhost"), { headers: cookie ? { Cookie: cookie } : {} });
}

/** A form POST (urlencoded, or multipart when a value is a File). */
export function postRequest(path: string, fields: Record<string, string | File>, cookie?: string) {
  const hasFile = Object.values(fields).some((value) => value instanceof File);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  let body: BodyInit;
  if (hasFile) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    body = form;
  } else {
    body = new URLSearchParams(fields as Record<string, string>);
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  return new Request(new URL(path, "http://localhost"), { method: "POST", body, headers });
}

/** name=value pairs of every Set-Cookie that sets (not clears) a cookie, as a Cookie header. */
export function cookiesFrom(headers: Headers, only?: (name: string) => boolean): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .filter((pair) => !only || only(pair.slice(0, pair.indexOf("="))))
    .join("; ");
}

/** The toast an outcome carries, read the way the root loader reads it. */
export async function toastOf(outcome: Outcome) {
  const cookie = cookiesFrom(outcome.headers, (name) => name === "ui_toast");
  if (!cookie) return null;
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

export async function count(table: string): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(result.rows[0]?.n);
}
