import { describe, expect, it } from "vitest";
import { paginate, rowsAndTotal } from "./paginate.server";

/** A list of `size` numbers read the way the database would: a slice and the count. */
function listOf(size: number) {
  const reads: Array<[number, number]> = [];
  const rows = Array.from({ length: size }, (_, index) => index + 1);
  const read = async (limit: number, offset: number) => {
    reads.push([limit, offset]);
    return { items: rows.slice(offset, offset + limit), total: size };
  };
  return { read, reads };
}

describe("paginate", () => {
  it("reads the page asked for, with the count", async () => {
    const { read, reads } = listOf(7);
    expect(await paginate(2, 3, read)).toEqual({
      items: [4, 5, 6],
      total: 7,
      page: 2,
      pageCount: 3,
      pageSize: 3,
    });
    expect(reads).toEqual([[3, 3]]);
  });

  it("reads the last page for a page past the end", async () => {
    const { read, reads } = listOf(7);
    expect(await paginate(9, 3, read)).toEqual({ items: [7], total: 7, page: 3, pageCount: 3, pageSize: 3 });
    expect(reads).toEqual([
      [3, 24],
      [3, 6],
    ]);
  });

  it("answers an empty list with the page asked for and no rows, reading once", async () => {
    const { read, reads } = listOf(0);
    expect(await paginate(4, 3, read)).toEqual({ items: [], total: 0, page: 4, pageCount: 1, pageSize: 3 });
    expect(reads).toHaveLength(1);
  });

  it("reads the first page for a page below 1 or not a number", async () => {
    const { read } = listOf(5);
    expect((await paginate(0, 2, read)).page).toBe(1);
    expect((await paginate(Number.NaN, 2, read)).items).toEqual([1, 2]);
  });
});

describe("rowsAndTotal", () => {
  it("runs the rows and the count side by side", async () => {
    const read = rowsAndTotal(
      async (limit, offset) => ["a", "b", "c"].slice(offset, offset + limit),
      async () => [{ total: 3 }],
    );
    expect(await read(2, 1)).toEqual({ items: ["b", "c"], total: 3 });
  });
});
