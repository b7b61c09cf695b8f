import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, setCurrentDatabase } from "~/db/client.server";
import { loader as liveLoader } from "~/routes/admin/live";
import { loader as healthLoader } from "~/routes/resources/healthz";
import { loader as readyLoader } from "~/routes/resources/readyz";
import { resetEnvForTests } from "~/services/env.server";
import { beginShutdown } from "~/services/lifecycle.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, type TestOrganizationUser } from "../setup/factories";
import { createTestDatabase } from "../setup/test-database";

/**
 * What a load balancer relies on: /healthz (alive), /readyz (database and file store answer, not stopping),
 * and live feeds that end when the instance stops, so their browsers reconnect elsewhere. The stop of a real
 * server process (SIGTERM) is tests/e2e/shutdown.spec.ts: it needs the production build.
 */

useTempDataDir();

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

// One database: a stop cannot be taken back in this process, so the suite runs once.
describe("health and readiness, in process", () => {
  let admin: TestOrganizationUser;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    setCurrentDatabase(handle);
    admin = await createOrganizationUser({ admin: true });
  });
  afterAll(async () => {
    setCurrentDatabase(undefined);
    await handle?.close();
  });

  it("is alive, and ready when the database and the file store answer", async () => {
    expect(await json(healthLoader())).toEqual({ status: 200, body: { ok: true } });
    expect(await json(await readyLoader())).toEqual({
      status: 200,
      body: { ok: true, database: "ok", storage: "ok" },
    });
  });

  it("is not ready while the file store cannot be reached, and says which", async () => {
    const closed = await freePort();
    process.env.S3_BUCKET = "unreachable";
    process.env.S3_ENDPOINT = `http://127.0.0.1:${closed}`;
    resetEnvForTests();
    try {
      expect(await json(await readyLoader())).toEqual({
        status: 503,
        body: { ok: false, database: "ok", storage: "down" },
      });
    } finally {
      delete process.env.S3_BUCKET;
      delete process.env.S3_ENDPOINT;
      resetEnvForTests();
    }
  });

  it("once stopping, is not ready and ends the admin feeds", async () => {
    const request = new Request("http://localhost/admin/live", { headers: { Cookie: admin.cookie } });
    const response = (await liveLoader({ request, params: {}, context: {} } as never)) as Response;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toMatch(/^retry: /);
    beginShutdown();
    expect((await reader.read()).done).toBe(true);
    expect(await json(await readyLoader())).toEqual({ status: 503, body: { ok: false, shuttingDown: true } });
    expect(healthLoader().status).toBe(200);
  });
});

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
