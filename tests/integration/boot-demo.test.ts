import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase, setCurrentDatabase } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { startServices } from "~/services/boot.server";
import { EnvSchema, resetEnvForTests } from "~/services/env.server";
import { count } from "../setup/routes";

/**
 * What a production server does on its first start with an empty embedded database and no SEED_DEMO: no demo
 * accounts, no printed login; and the expired rate-limit counters it finds go at once.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-boot-demo-"));
const previous = { DATA_DIR: process.env.DATA_DIR, SEED_DEMO: process.env.SEED_DEMO };

afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("loads no demo data in production unless asked, and deletes expired rate-limit counters at start", async () => {
  // A counter left behind by an earlier run of the same data folder.
  const earlier = await openDatabase({ dataDir });
  await earlier.db
    .insert(rateLimits)
    .values({ key: "login-ip:old", points: 9, expire: new Date(Date.now() - 60_000) });
  await earlier.close();

  process.env.DATA_DIR = dataDir;
  delete process.env.SEED_DEMO;
  resetEnvForTests();
  const env = EnvSchema.parse({
    NODE_ENV: "production",
    PUBLIC_URL: "https://ui.example.org",
    DATA_DIR: dataDir,
  });
  const services = await startServices(env);
  try {
    expect(services.printedLogin).toBeUndefined();
    expect(await count("users")).toBe(0);
    await expect.poll(() => count("rate_limits"), { timeout: 10_000 }).toBe(0);
  } finally {
    await services.close();
    setCurrentDatabase(undefined);
  }
}, 180_000);
