import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetEnvForTests } from "~/services/env.server";

/** A private DATA_DIR (uploads, outbox) for one test file; returns it. */
export function useTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-data-"));
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  return dir;
}

/** The context our Express server gives every loader and action. */
export function loadContext(clientIp = "203.0.113.7") {
  return { cspNonce: "", clientIp };
}

/** A form POST as the browser sends it. */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(new URL(url, "http://localhost"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Outbox files (.eml) in the order they were written. */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
}

/** The toast an action attached to its response, read back the way the root loader reads it. */
export async function toastOf(init: ResponseInit | undefined) {
  const { readToast } = await import("~/services/toast.server");
  const setCookie = new Headers(init?.headers).get("Set-Cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}
