import { describe, expect, it } from "vitest";
import { type ImpactCounts, impactCharts, NOT_STATED, SDG_COLORS, TOP_DISTRICTS } from "./impact";
import { SDG_GOALS } from "./reference";

const EMPTY: ImpactCounts = {
  byStatus: [],
  bySdg: [],
  bySector: [],
  byRegion: [],
  byDistrict: [],
  byOrganizationType: [],
  activeSubscriptions: 0,
  upcomingEvents: 0,
};

const chart = (counts: Partial<ImpactCounts>, id: string) =>
  impactCharts({ ...EMPTY, ...counts }).find((candidate) => candidate.id === id)!;

describe("impactCharts", () => {
  it("lists all 17 goals in order, zeros included, in their official colours, each leading to its list", () => {
    const sdg = chart(
      {
        bySdg: [
          { key: "Quality Education", count: 4 },
          { key: "No Poverty", count: 2 },
        ],
      },
      "sdg",
    );
    expect(sdg.bars).toHaveLength(17);
    expect(sdg.bars.map((bar) => bar.color)).toEqual([...SDG_COLORS]);
    expect(sdg.bars[0]).toEqual({
      label: "SDG 1: No Poverty",
      count: 2,
      share: 0.5,
      href: "/projects?sdg=No+Poverty",
      color: "#E5243B",
    });
    expect(sdg.bars[3]).toMatchObject({ label: "SDG 4: Quality Education", count: 4, share: 1 });
    expect(sdg.bars[16]).toMatchObject({ label: `SDG 17: ${SDG_GOALS[16]}`, count: 0, share: 0 });
  });

  it("orders statuses as the product does, with their labels and the status filter", () => {
    const status = chart(
      {
        byStatus: [
          { key: "active", count: 3 },
          { key: "planning", count: 1 },
          { key: "paused", count: 1 },
        ],
      },
      "status",
    );
    expect(status.bars.map((bar) => [bar.label, bar.count, bar.href])).toEqual([
      ["Planning", 1, "/projects?status=planning"],
      ["Active", 3, "/projects?status=active"],
      ["Completed", 0, "/projects?status=completed"],
      ["On Hold", 0, "/projects?status=on_hold"],
      ["Cancelled", 0, "/projects?status=cancelled"],
      ["Paused", 1, null],
    ]);
  });

  it("keeps the busiest districts, names empty places and leads organization types to the directory", () => {
    const districts = Array.from({ length: TOP_DISTRICTS + 3 }, (_, index) => ({
      key: `District ${index}`,
      count: index + 1,
    }));
    const district = chart({ byDistrict: [...districts, { key: null, count: 99 }] }, "district");
    expect(district.bars).toHaveLength(TOP_DISTRICTS);
    expect(district.bars[0]).toMatchObject({
      label: `District ${TOP_DISTRICTS + 2}`,
      href: `/projects?district=District+${TOP_DISTRICTS + 2}`,
    });

    const region = chart(
      {
        byRegion: [
          { key: "northern region", count: 2 },
          { key: null, count: 5 },
        ],
      },
      "region",
    );
    expect(region.bars.find((bar) => bar.label === "Northern Region")).toMatchObject({ count: 2 });
    expect(region.bars.at(-1)).toEqual({ label: NOT_STATED, count: 5, share: 1, href: null });

    const types = chart({ byOrganizationType: [{ key: "NGO/Non-Profit", count: 3 }] }, "organization-type");
    expect(types.unit).toBe("organization");
    expect(types.bars.find((bar) => bar.count === 3)).toMatchObject({
      href: "/organizations?type=NGO%2FNon-Profit",
    });
  });

  it("gives every bar no length when nothing is counted", () => {
    for (const each of impactCharts(EMPTY)) for (const bar of each.bars) expect(bar.share).toBe(0);
  });
});
