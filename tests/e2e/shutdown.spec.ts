import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * A graceful stop of the production server on SIGTERM, as an orchestrator or `docker stop` sends it: the port
 * stops taking connections at once (the load balancer's next try goes to another instance), the request that
 * was in flight still gets its answer, and the process exits 0 after closing its database.
 */
test.describe("SIGTERM to a production server", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 3210) + 60;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-shutdown-"));
  let server: ChildProcess | undefined;
  let output = "";

  test.afterAll(() => {
    server?.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("refuses new connections, finishes the request in flight, then exits cleanly", async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "false",
        REMINDERS_ENABLED: "false",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    await expect
      .poll(
        () =>
          fetch(`${origin}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);

    // A newsletter sign-up whose body is still arriving when the stop is asked for.
    const body = "email=slow-reader%40example.org";
    let request!: http.ClientRequest;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/resources/newsletter",
          headers: {
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    await expect.poll(() => output, { timeout: 10_000 }).toContain("SIGTERM received");
    // The port no longer takes connections…
    await expect.poll(() => connects(port), { timeout: 5_000 }).toBe(false);
    // …while the request that had started gets its answer, and then the process ends cleanly.
    request.end(body.slice(10));
    expect((await answer).status).toBe(200);
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });
});

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
