import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";

/** The data folder of the server that the writing journeys use (see playwright.config.ts). */
export const DATA_DIR = path.join(process.env.E2E_DATA_DIR ?? "/tmp/ugandaimpact-e2e", "accounts");
export const OUTBOX = path.join(DATA_DIR, "outbox");
export const ADMIN = { email: "admin@ugandaimpact.org", password: "e2e-admin-password" };

/**
 * Every test fails on a browser console error, an uncaught page error or a breach of the content security policy
 * (reported even when the page's script catches the refusal, as zod's probe for `new Function` did). The one
 * exception: the console's note about a page that answered 404 on purpose (a not-found page is the expected
 * result there).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every test is a visitor of its own network address, as real visitors are: the suite's 40-odd registrations
  // from one address ran into the limit of 50 an hour per address (RATE_LIMITS.register). The test servers trust
  // one proxy hop (TRUST_PROXY=1 in playwright.config.ts). Contexts a test opens itself keep the loopback address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      "X-Forwarded-For": visitorAddress(`${testInfo.testId}#${testInfo.retry}`),
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content security policy: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      page.on("response", (response) => {
        // A not-found (or gone: an expired or withdrawn invitation) page, loaded as a document or as route data
        // (`.data`) on a client-side navigation.
        if (
          (response.status() === 404 || response.status() === 410) &&
          (response.request().resourceType() === "document" || response.url().includes(".data"))
        ) {
          notFoundDocuments.add(response.url());
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        if (/status of 4(04|10)\b/.test(message.text()) && notFoundDocuments.has(url)) return;
        errors.push(`${message.text()} (${url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * The admin pages' live feed (/admin/live) toasts what other tests create on the same server meanwhile, and a new
 * toast replaces the one before it: a test that checks the toast of the admin's own action hears an empty feed
 * instead. `logIn` as ADMIN applies it (unless `liveFeed`); a session from storage applies it itself. (The feed
 * itself is tested in admin-dashboard.spec.ts and review-queue.spec.ts.)
 */
export async function withoutAdminFeed(page: Page | BrowserContext) {
  await page.route("**/admin/live", (route) =>
    route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 600000\n\n" }),
  );
}

/** The height of what `locator` finds, in CSS px. */
export async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box.height;
}

/** Sets the stored theme before any script of the page runs. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

/**
 * Pages already found clean in this run, by what axe reads (see `axeInput`): a journey that comes back to a page,
 * width, theme and state another journey already scanned skips the scan. Shared by the workers through files
 * in the run's output folder, which Playwright empties at the start of each run.
 */
const AXE_CLEAN = path.join("test-results", String(process.env.E2E_PORT ?? 3210), "axe-clean");

/**
 * A digest of everything axe's findings depend on: the document as it is now (without scripts' text, which axe
 * never reads — the route data React Router writes there changes per request — and the per-request nonces),
 * the form fields' values, the focused element, the viewport and scroll position and the colour scheme. The
 * stylesheet is the same build for the whole run.
 */
async function axeInput(page: Page) {
  const state = await page.evaluate(() => {
    const active = document.activeElement;
    return [
      document.documentElement.outerHTML
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script></script>")
        .replace(/ nonce="[^"]*"/g, ""),
      [...document.querySelectorAll("input, textarea, select")]
        .map((field) => (field as HTMLInputElement).value)
        .join("\u0000"),
      active ? `${active.tagName}#${active.id}[${active.getAttribute("name") ?? ""}]` : "",
      `${window.innerWidth}x${window.innerHeight}@${window.scrollX},${window.scrollY}`,
      window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
    ].join("\u0001");
  });
  return crypto.createHash("sha256").update(state).digest("hex");
}

/** axe on the current page; returns the violations so the assertion shows them. */
export async function axeViolations(page: Page) {
  await settleAnimations(page);
  const digest = await axeInput(page);
  const known = path.join(AXE_CLEAN, digest);
  if (fs.existsSync(known)) return [];
  const violations = await scanAgainIfOnlyToasts(page);
  if (violations.length === 0) {
    fs.mkdirSync(AXE_CLEAN, { recursive: true });
    fs.writeFileSync(known, page.url());
  }
  return violations;
}

async function scanAgainIfOnlyToasts(page: Page) {
  const first = await scanOnceSettled(page);
  // A realtime toast (another test's registration reaching the admin feed) can arrive during the scan itself and
  // be read half faded in: findings only on toasts (or on what has gone since) are read once more, after they
  // settle. A toast that really lacks contrast fails the second scan too.
  const onToastsOnly =
    first.length > 0 &&
    (await page.evaluate(
      (targets) =>
        targets.every((target) => {
          // Gone already, or inside a toast: something that was passing through.
          const element = document.querySelector(target);
          return !element || element.closest("[data-sonner-toast]") !== null;
        }),
      first.flatMap((violation) => violation.nodes),
    ));
  return onToastsOnly ? scanOnceSettled(page) : first;
}

/**
 * Colours are measured once what is fading in or sliding has settled (a realtime toast arriving mid-scan would
 * otherwise be read half transparent); endless animations (spinners) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

async function scanOnceSettled(page: Page) {
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself (our pages have no frames) instead of opening a blank page per scan
  // to combine frame results, and only violations are collected: the same findings (checked on a page with
  // planted faults), three times faster, which keeps the suite within its CI budget.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
}

/** Emails in the outbox (newest last) whose text includes `needle`. */
export function outboxMessages(needle: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => fs.readFileSync(path.join(OUTBOX, name), "utf8"))
    .filter((text) => text.includes(needle));
}

/** Waits for hydration, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** A private (RFC 1918) address of one's own for each test: 10.x.y.z from a digest of its id. */
function visitorAddress(id: string): string {
  const [a = 0, b = 0, c = 0] = crypto.createHash("sha256").update(id).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}
