import { describe, expect, it } from "vitest";
import { type ChangeRow, collectChanges } from "./changes";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, seconds));
const row = (change: ChangeRow["change"], id: string, seconds: number): ChangeRow => ({
  kind: "projects",
  change,
  id,
  at: at(seconds),
});

describe("collectChanges", () => {
  it("lists ids per kind and change, and covers the whole window when no list runs over", () => {
    const window = collectChanges([row("created", "a", 1), row("deleted", "b", 2)], {
      since: at(0),
      until: at(10),
      limit: 2,
    });
    expect(window.data.projects).toEqual({ created: ["a"], updated: [], deleted: ["b"] });
    expect(window.data.events).toEqual({ created: [], updated: [], deleted: [] });
    expect(window).toMatchObject({ until: at(10), complete: true });
  });

  it("ends the window at the first row a full list leaves out, for every list", () => {
    const rows = [
      row("updated", "a", 1),
      row("updated", "b", 2),
      row("updated", "c", 3),
      row("deleted", "d", 4),
    ];
    const window = collectChanges(rows, { since: at(0), until: at(10), limit: 2 });
    expect(window.until).toEqual(at(3));
    expect(window.data.projects).toEqual({ created: [], updated: ["a", "b"], deleted: [] });
    expect(window.complete).toBe(true);
  });

  it("says incomplete when more rows than the limit share the window's first instant", () => {
    const rows = [row("created", "a", 0), row("created", "b", 0), row("created", "c", 0)];
    const window = collectChanges(rows, { since: at(0), until: at(10), limit: 2 });
    expect(window.complete).toBe(false);
    expect(window.data.projects.created).toEqual(["a", "b"]);
  });
});
