import { describe, expect, it } from "vitest";
import { lowPriorityScriptPreloads } from "./low-priority-preloads.server";

/** What the transform makes of `html` when it comes in the given pieces. */
async function through(pieces: string[]): Promise<string> {
  const transform = lowPriorityScriptPreloads();
  const out: Buffer[] = [];
  transform.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => transform.on("end", resolve));
  for (const piece of pieces) transform.write(Buffer.from(piece));
  transform.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/><title>Café ŋ</title></head>';
const BODY =
  '<body><p>Write <code>&lt;link rel="modulepreload"&gt;</code> as text: ü</p>' +
  '<link rel="modulepreload" href="/in-body.js"/></body></html>';
const EXPECTED =
  HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY;

describe("lowPriorityScriptPreloads", () => {
  it("gives the head's script preloads low priority and leaves everything else as it was", async () => {
    expect(await through([HEAD + BODY])).toBe(EXPECTED);
  });

  it("finds a preload cut between two chunks, wherever the cut falls (multi-byte characters too)", async () => {
    const bytes = Buffer.from(HEAD + BODY);
    for (let cut = 1; cut < bytes.length; cut++) {
      const transform = lowPriorityScriptPreloads();
      const out: Buffer[] = [];
      transform.on("data", (chunk: Buffer) => out.push(chunk));
      const done = new Promise((resolve) => transform.on("end", resolve));
      transform.write(bytes.subarray(0, cut));
      transform.write(bytes.subarray(cut));
      transform.end();
      await done;
      expect(Buffer.concat(out).toString("utf8"), `cut at byte ${cut}`).toBe(EXPECTED);
    }
  });

  it("passes a page in many small pieces through whole", async () => {
    const text = HEAD + BODY;
    const pieces = text.match(/[\s\S]{1,7}/g) ?? [];
    expect(await through(pieces)).toBe(EXPECTED);
  });

  it("leaves a document without a head end as it was, but for its preloads", async () => {
    expect(await through(['<link rel="modulepreload" href="/a.js"/><p>x</p>'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>x</p>',
    );
  });
});
