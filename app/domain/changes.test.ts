import { describe, expect, it } from "vitest";
import { type ChangeRow, changeCursor, collectChanges, readCursor } from "./changes";

let seq = 0;
const row = (change: ChangeRow["change"], id: string, kind: ChangeRow["kind"] = "projects"): ChangeRow => {
  seq += 1;
  return { kind, change, id, xid: String(1000 + seq), seq: String(seq) };
};

describe("collectChanges", () => {
  it("lists each record once per kind, in the list of what the page leaves it as", () => {
    const rows = [
      row("created", "a"),
      row("updated", "a"),
      row("updated", "b"),
      row("updated", "b"),
      row("created", "c"),
      row("deleted", "c"),
      row("deleted", "d"),
      row("created", "d"),
      row("updated", "e", "events"),
    ];
    const page = collectChanges(rows, 100);
    // Created then updated is new to the harvester; created then deleted is gone; deleted then created is back.
    expect(page.data.projects).toEqual({ created: ["a", "d"], updated: ["b"], deleted: ["c"] });
    expect(page.data.events).toEqual({ created: [], updated: ["e"], deleted: [] });
    expect(page.data.organizations).toEqual({ created: [], updated: [], deleted: [] });
    expect(page.last).toEqual({ xid: rows.at(-1)!.xid, seq: rows.at(-1)!.seq });
    expect(page.more).toBe(false);
  });

  it("keeps `limit` rows, ends at the last one kept and says more are ready", () => {
    const rows = [row("created", "a"), row("created", "b"), row("updated", "a")];
    const page = collectChanges(rows, 2);
    expect(page.data.projects).toEqual({ created: ["a", "b"], updated: [], deleted: [] });
    expect(page.last).toEqual({ xid: rows[1]!.xid, seq: rows[1]!.seq });
    expect(page.more).toBe(true);
  });

  it("has no last position for an empty page", () => {
    expect(collectChanges([], 10)).toMatchObject({ last: null, more: false });
  });
});

describe("change cursors", () => {
  it("read back the position they were made from, opaque and safe in an address", () => {
    const position = { xid: "18446744073709551615", seq: "9223372036854775807" };
    const cursor = changeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readCursor(cursor)).toEqual(position);
    expect(readCursor(changeCursor({ xid: "752", seq: "1" }))).toEqual({ xid: "752", seq: "1" });
  });

  it("refuse anything the feed did not write", () => {
    const made = (text: string) => btoa(text).replace(/=+$/, "");
    for (const cursor of [
      "",
      "not a cursor",
      made("12"),
      made("12.x"),
      made("12.3.4"),
      made("012.3"),
      made("-1.3"),
      made("123456789012345678901.1"),
      "%%%",
      "a".repeat(65),
    ]) {
      expect(readCursor(cursor), cursor).toBeNull();
    }
  });
});
