import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * What `npm start` does after its build, on a fresh data folder: the embedded database, the demo data,
 * the admin login printed once, and pages whose content is in the first HTML response.
 */
test.describe("a fresh start", () => {
  // One server process for the file; the phone and desktop projects would only repeat it.
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;
  let output = "";
  const port = Number(process.env.E2E_PORT ?? 3210) + 50;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-boot-"));

  test.beforeAll(async () => {
    // A fresh seed beside the running journeys: minutes on a busy machine, past a hook's default minute.
    test.setTimeout(240_000);
    server = spawn("npx", ["tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        // What scripts/start.sh (npm start) sets.
        PUBLIC_URL: `http://localhost:${port}`,
        SEED_DEMO: "true",
        DEMO_ADMIN_PASSWORD: "",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping it stops npx's children (tsx, node) too.
      detached: true,
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await expect.poll(() => output, { timeout: 200_000 }).toContain("is running at");
    // The login is printed right after, in a write of its own: it can arrive a moment later.
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/password:\s+\S+\s*\n/);
  });

  test.afterAll(async () => {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("prints the demo admin login once, with a random password", async () => {
    const match = output.match(/email:\s+(\S+)\s+password:\s+(\S+)/);
    expect(match?.[1]).toBe("admin@ugandaimpact.org");
    expect(match?.[2]?.length).toBeGreaterThanOrEqual(12);
    expect(output.match(/password:/g)).toHaveLength(1);
  });

  test("serves / as server-rendered HTML with the header, footer and page text", async () => {
    const response = await fetch(`http://localhost:${port}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    const html = await response.text();
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain(">Organizations</a>");
    expect(html).toContain("Monday to Friday, 8:00 AM to 5:00 PM");
    expect(html).toContain("Impact at a Glance");
    // The scripts are preloaded at low priority, after what the first paint needs (the stylesheet first).
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(2);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  test("has loaded the demo data", async () => {
    const projects = await (await fetch(`http://localhost:${port}/projects`)).text();
    expect(projects.match(/View Project/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    const organizations = (await (await fetch(`http://localhost:${port}/organizations`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(organizations).toMatch(/Showing \d+ of (1[2-9]|[2-9]\d) organizations/);
  });
});
