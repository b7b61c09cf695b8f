import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { logIn } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

test("the admin dashboard: totals, recent lists, events; the admin menu on a phone; axe in both themes", async ({
  page,
}) => {
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  for (const total of ["Organizations", "Projects", "Events"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${total} [\\d,]+$`) })).toBeVisible();
  }
  const recentProjects = page.getByRole("region", { name: "Recent Projects" });
  await expect(recentProjects.getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Recent Organizations" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The billing counts (issue 34): the requests by status, the organizations by subscription state.
  const requests = page.getByRole("region", { name: "Payment requests", exact: true });
  for (const label of ["To review", "Approved", "Rejected", "Withdrawn"]) {
    await expect(requests.getByRole("link", { name: new RegExp(`^${label} [\\d,]+$`) })).toBeVisible();
  }
  const subscriptions = page.getByRole("region", { name: "Subscriptions", exact: true });
  for (const label of ["Active", "Expiring", "Expired"]) {
    await expect(subscriptions.getByRole("link", { name: new RegExp(`^${label} [\\d,]+$`) })).toBeVisible();
  }

  // A total leads to its list.
  await page.getByRole("link", { name: /^Projects [\d,]+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);

  // A billing count leads to its list, filtered to what it counts (its tab current, with its count).
  for (const [label, path, filter] of [
    ["Approved", /\/admin\/payments\?status=approved$/, "Payment requests by status"],
    ["Expiring", /\/admin\/subscriptions\?state=expiring$/, "Subscriptions by state"],
  ] as const) {
    await gotoHydrated(page, "/admin");
    const card = page.getByRole("link", { name: new RegExp(`^${label} [\\d,]+$`) });
    await card.click();
    await expect(page).toHaveURL(path);
    const tab = page
      .getByRole("navigation", { name: filter })
      .getByRole("link", { name: new RegExp(`^${label}`) });
    await expect(tab).toHaveAttribute("aria-current", "page");
    await expect(tab).toHaveText(new RegExp(`^${label}[\\d,]+$`));
  }

  // On a phone the admin menu folds away above the page and names where the admin is.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/admin");
  const menu = page.getByRole("navigation", { name: "Admin Panel" });
  await expect(menu.getByText("Admin Panel: Dashboard")).toBeVisible();
  await expect(menu.getByRole("link", { name: "Subscriptions" })).toBeHidden();
  await menu.getByText("Admin Panel: Dashboard").click();
  await menu.getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await expect(menu.getByText("Admin Panel: Subscriptions")).toBeVisible();
  await expect(menu.getByRole("link", { name: "User Dashboard" })).toBeHidden();

  await useTheme(page, "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * Two app processes on one PostgreSQL database: an admin's page open on one toasts, and shows the newcomer,
 * when an organization registers through the other.
 */
test.describe("realtime across processes", () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL; .ci/run sets it)");

  const basePort = Number(process.env.E2E_PORT ?? 3210) + 20;
  const database = `ui_e2e_live_${crypto.randomBytes(4).toString("hex")}`;
  const databaseUrl = () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const processes: ChildProcess[] = [];
  const origins = [`http://localhost:${basePort}`, `http://localhost:${basePort + 1}`] as const;

  async function sql(url: string, text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  /** Registers an organization through an instance's own /register form action, as a browser would post it. */
  async function register(origin: string, email: string, orgName: string) {
    const form = new URLSearchParams({
      email,
      fullName: "Live Tester",
      orgName,
      orgBrief: "An organization registered by the realtime test.",
      orgType: "NGO/Non-Profit",
      countryCode: "UG",
      phone: "772123456",
      address: "Kampala",
      password: "live-password-1",
      confirmPassword: "live-password-1",
      acceptTerms: "on",
    });
    const response = await fetch(`${origin}/register`, {
      method: "POST",
      body: form,
      headers: { Origin: origin },
      redirect: "manual",
    });
    expect(response.status, await response.clone().text()).toBe(302);
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sql(serverUrl!, `create database ${database}`);
    const secret = crypto.randomBytes(32).toString("hex");
    for (const [index, origin] of origins.entries()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-live-"));
      // A process group of its own: tsx runs the server in a child process, and both must stop.
      const child = spawn(path.resolve("node_modules/.bin/tsx"), ["server/index.ts"], {
        detached: true,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(basePort + index),
          PUBLIC_URL: origin,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl(),
          SESSION_SECRET: secret,
          SEED_DEMO: "false",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "inherit", "inherit"],
      });
      processes.push(child);
      // The first instance migrates the database; the second starts once it has.
      await expect
        .poll(
          () =>
            fetch(`${origin}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
    }
    await register(origins[1], "live-admin@example.org", "LIVE ADMIN ORGANIZATION");
    await sql(
      databaseUrl(),
      "insert into admin_settings (user_id, admin_email) select id, email from users where email = $1",
      ["live-admin@example.org"],
    );
  });

  test.afterAll(async () => {
    for (const child of processes) if (child.pid) process.kill(-child.pid, "SIGTERM");
    await Promise.all(processes.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    await sql(serverUrl!, `drop database if exists ${database} with (force)`);
  });

  test("an admin page on one instance toasts a registration through the other", async ({ page }) => {
    await logIn(
      page,
      { email: "live-admin@example.org", password: "live-password-1" },
      // An administrator lands on the Admin Panel.
      { from: `${origins[0]}/login`, expectedPath: "/admin" },
    );
    const streaming = page.waitForResponse((response) => response.url() === `${origins[0]}/admin/live`);
    await gotoHydrated(page, `${origins[0]}/admin`);
    expect((await streaming).status()).toBe(200);
    const recent = page.getByRole("region", { name: "Recent Organizations" });
    await expect(recent.getByText("LIVE NEWCOMER ORGANIZATION")).toHaveCount(0);

    await register(origins[1], "newcomer@example.org", "LIVE NEWCOMER ORGANIZATION");

    await expect(page.getByText("New Organization", { exact: true })).toBeVisible();
    await expect(page.getByText("A new organization has been registered")).toBeVisible();
    // The page read its data again: the newcomer is listed without a reload.
    await expect(recent.getByText("LIVE NEWCOMER ORGANIZATION")).toBeVisible();
  });
});
