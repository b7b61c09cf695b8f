import type { SceneName } from "../../server/demo-images/scenes";

/**
 * Demo progress updates (issue 21): several projects report recently (with photos, a link, line breaks), and
 * two have not posted for more than six months, so their pages show "Last update: … ago". `project` is a key
 * of projects.ts.
 */
export type SeedUpdate = {
  project: string;
  daysAgo: number;
  title: string;
  body: string;
  photos: SceneName[];
};

export const SEED_UPDATES: SeedUpdate[] = [
  {
    project: "gulu-sesame-store",
    daysAgo: 3,
    title: "The store's roof is on",
    body: "The roof of the 200-tonne store went on this week, two weeks ahead of plan.\nNext: the drying yard and the scales. Members will start bringing sesame in August.",
    photos: ["farm-rows"],
  },
  {
    project: "gulu-sesame-store",
    daysAgo: 41,
    title: "First 120 women trained in grading",
    body: "Three training days in Laroo: drying on tarpaulins, cleaning and grading to buyers' standards. 120 of the 340 women are trained.",
    photos: [],
  },
  {
    project: "code-kisenyi",
    daysAgo: 6,
    title: "Cohort 3 graduates",
    body: "28 young people finished the twelve-week course; 11 already have paid internships.\nTheir projects are online: https://example.org/code-kisenyi/cohort-3",
    photos: ["city-tech"],
  },
  {
    project: "mbale-boreholes",
    daysAgo: 12,
    title: "Borehole 7 of 10 flowing again",
    body: "The hand pump at Bukonde trading centre was rebuilt and the water tested safe. The water committee collected its first maintenance fees.",
    photos: ["water"],
  },
  {
    project: "mbale-boreholes",
    daysAgo: 75,
    title: "Water committees elected",
    body: "Each of the ten villages elected a committee of five, at least two of them women.",
    photos: [],
  },
  {
    project: "buikwe-paygo-solar",
    daysAgo: 20,
    title: "400 homes now on pay-as-you-go solar",
    body: "Fishing families pay by mobile money, a day at a time. Kerosene spending in the first villages fell by about a third.",
    photos: [],
  },
  {
    project: "bunyonyi-wetlands",
    daysAgo: 28,
    title: "12,000 seedlings planted on the shoreline",
    body: "Volunteers from six schools planted papyrus and native trees along 3 km of the lake shore.",
    photos: ["lake"],
  },
  {
    project: "rwenzori-waiting-homes",
    daysAgo: 9,
    title: "The second waiting home opens",
    body: "Mothers from the hill villages can now stay near Kilembe health centre in their last weeks of pregnancy.",
    photos: [],
  },
  // Not updated for months: their pages say so.
  {
    project: "hoima-maize-outgrowers",
    daysAgo: 215,
    title: "Seed delivered to 600 outgrowers",
    body: "Improved seed and hermetic bags reached 600 farmers before the planting rains.",
    photos: [],
  },
  {
    project: "masaka-cookstoves",
    daysAgo: 260,
    title: "Stove makers' workshop finished",
    body: "Fifteen artisans learned to build the two-pot clay stove; each made ten to sell.",
    photos: [],
  },
];
