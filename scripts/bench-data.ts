/**
 * The benchmarks' data: thousands of organizations and 100,000 projects written by the database itself
 * (INSERT … SELECT generate_series), shared by `npm run bench` and `npm run bench:web`.
 */
import { sql } from "drizzle-orm";
import type { getDb } from "~/db/client.server";
import { PROJECT_STATUSES } from "~/domain/project-status";
import { ORGANIZATION_TYPES, SDG_GOALS, SECTORS, TARGET_GROUPS } from "~/domain/reference";

type Db = ReturnType<typeof getDb>;

const sqlList = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;

/** The bench districts with their regions (so the region facet has four values to count). */
const DISTRICT_REGIONS: [district: string, region: string][] = [
  ["Kampala", "Central Region"],
  ["Gulu", "Northern Region"],
  ["Mbarara", "Western Region"],
  ["Jinja", "Eastern Region"],
  ["Mbale", "Eastern Region"],
  ["Arua", "Northern Region"],
  ["Lira", "Northern Region"],
  ["Masaka", "Central Region"],
  ["Fort Portal", "Western Region"],
  ["Kabale", "Western Region"],
  ["Soroti", "Eastern Region"],
  ["Hoima", "Western Region"],
  ["Moroto", "Northern Region"],
  ["Kitgum", "Northern Region"],
  ["Tororo", "Eastern Region"],
  ["Entebbe", "Central Region"],
  ["Mukono", "Central Region"],
  ["Wakiso", "Central Region"],
  ["Kasese", "Western Region"],
  ["Kotido", "Northern Region"],
  ["Busia", "Eastern Region"],
  ["Iganga", "Eastern Region"],
  ["Masindi", "Western Region"],
  ["Adjumani", "Northern Region"],
  ["Koboko", "Northern Region"],
  ["Nebbi", "Northern Region"],
  ["Bushenyi", "Western Region"],
  ["Ntungamo", "Western Region"],
  ["Rukungiri", "Western Region"],
  ["Kisoro", "Western Region"],
];
const DISTRICTS = DISTRICT_REGIONS.map(([district]) => district);
const DISTRICT_REGION_LIST = DISTRICT_REGIONS.map(([, region]) => region);

const ADJECTIVES = [
  "Clean",
  "Solar",
  "Green",
  "Safe",
  "Healthy",
  "Bright",
  "Rural",
  "Urban",
  "Community",
  "Youth",
  "Women's",
  "Digital",
  "Resilient",
  "Sustainable",
  "Inclusive",
  "Local",
  "Smart",
  "Mobile",
  "Shared",
  "Open",
  "Fair",
  "Strong",
  "Rapid",
  "Better",
];
const NOUNS = [
  "Water",
  "Schools",
  "Clinics",
  "Farms",
  "Markets",
  "Energy",
  "Roads",
  "Forests",
  "Skills",
  "Savings",
  "Sanitation",
  "Nutrition",
  "Libraries",
  "Workshops",
  "Cooperatives",
  "Gardens",
  "Wells",
  "Homes",
  "Care",
];
const TAILS = [
  "Initiative",
  "Programme",
  "Project",
  "Network",
  "Fund",
  "Alliance",
  "Partnership",
  "Campaign",
  "Centre",
  "Scheme",
  "Hub",
  "Plan",
  "Drive",
];
const ORG_WORDS = [
  "Hope",
  "Unity",
  "Harvest",
  "Light",
  "Bridge",
  "Pearl",
  "Nile",
  "Rwenzori",
  "Savanna",
  "Crane",
  "Elgon",
  "Victoria",
  "Kidepo",
  "Acholi",
  "Ankole",
  "Buganda",
  "Busoga",
  "Lango",
  "Teso",
  "Kigezi",
];
const ORG_KINDS = ["Foundation", "Trust", "Initiative", "Association", "Cooperative", "Network", "Society"];

/**
 * Adds `profiles` organizations (users, profiles, half with an organization record) and `projects` projects
 * in SQL (INSERT … SELECT generate_series), then ANALYZEs. `images`: the picture URLs projects take turns
 * with (every second project has one); by default paths under /uploads/bench/ that need not exist.
 */
export async function seedBenchData(
  db: Db,
  {
    projects: PROJECTS,
    profiles: PROFILES,
    images,
  }: { projects: number; profiles: number; images?: string[] },
) {
  const started = performance.now();
  await db.execute(sql.raw("select setseed(0.42)"));
  await db.execute(
    sql.raw(`insert into users (id, name, email)
      select 'bench-user-' || g, 'Bench User ' || g, 'bench' || g || '@bench.example'
      from generate_series(1, ${PROFILES}) g`),
  );
  // Half the profiles point at an organization record of their own.
  await db.execute(
    sql.raw(`insert into organizations (id, name, organization_type)
      select md5('org' || g)::uuid, 'Bench Organization ' || g, 'NGO/Non-Profit'
      from generate_series(1, ${PROFILES}, 2) g`),
  );
  await db.execute(
    sql.raw(`insert into profiles (id, organization_id, organization_name, organization_type)
      select 'bench-user-' || g,
             case when g % 2 = 1 then md5('org' || g)::uuid end,
             upper(w.words[1 + g % ${ORG_WORDS.length}] || ' ' || d.districts[1 + (g / ${ORG_WORDS.length}) % ${DISTRICTS.length}]
                   || ' ' || w.kinds[1 + g % ${ORG_KINDS.length}] || ' ' || g),
             (${sqlList(ORGANIZATION_TYPES)})[1 + g % ${ORGANIZATION_TYPES.length}]
      from generate_series(1, ${PROFILES}) g,
           (select ${sqlList(ORG_WORDS)} as words, ${sqlList(ORG_KINDS)} as kinds) w,
           (select ${sqlList(DISTRICTS)} as districts) d`),
  );
  const targetValues = TARGET_GROUPS.map((group) => group.value);
  const batch = 25_000;
  for (let from = 1; from <= PROJECTS; from += batch) {
    const to = Math.min(PROJECTS, from + batch - 1);
    await db.execute(
      sql.raw(`insert into projects (name, brief, location, sector, sdg, target_groups, status, start_date,
                                     end_date, image, organization_id, metadata, created_at)
        select
          l.adjectives[1 + g % ${ADJECTIVES.length}] || ' ' || l.nouns[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}]
            || ' ' || l.tails[1 + (g / ${ADJECTIVES.length * NOUNS.length}) % ${TAILS.length}] || ' ' || r.district,
          'This project works with ' || r.target1 || ' in ' || r.district || ' district to improve '
            || lower(r.sector) || ' outcomes. Activities include training, community meetings, monitoring visits and '
            || 'shared learning with local leaders so that results last beyond the funding period.'
            || case when g % 10000 = 0 then ' Pilot of zanzibarite water filters.' else '' end,
          case when g % 4 = 0 then r.district || ' Town' else r.district end,
          r.sector,
          r.sdg,
          array_remove(array[r.target1, r.target2, r.target3], null),
          r.status,
          r.start_date,
          case when r.has_end then r.start_date + 365 + (g % 1100) end,
          case when g % 2 = 0 then ${images?.length ? `(${sqlList(images)})[1 + (g / 2) % ${images.length}]` : "'/uploads/bench/' || g || '.jpg'"} end,
          'bench-user-' || (1 + (g * 7919) % ${PROFILES}),
          jsonb_strip_nulls(jsonb_build_object(
            'projectImplementer', case when g % 3 = 0 then 'Implementer ' || g end,
            'region', r.region,
            'district', r.district,
            'coreObjectives', 'Objective one' || chr(10) || 'Objective two',
            'projectMilestones', 'Milestone one' || chr(10) || 'Milestone two')),
          now() - make_interval(mins => g)
        from generate_series(${from}, ${to}) g
        cross join (select ${sqlList(ADJECTIVES)} as adjectives, ${sqlList(NOUNS)} as nouns,
                           ${sqlList(TAILS)} as tails) l
        cross join lateral (select 1 + floor(random() * ${DISTRICTS.length})::int + g * 0 as i) d
        cross join lateral (
          select d.i, (${sqlList(DISTRICTS)})[d.i] as district, (${sqlList(DISTRICT_REGION_LIST)})[d.i] as region,
                 (${sqlList(SECTORS)})[1 + floor(random() * ${SECTORS.length})::int] as sector,
                 (${sqlList(SDG_GOALS)})[1 + floor(random() * ${SDG_GOALS.length})::int] as sdg,
                 (${sqlList(PROJECT_STATUSES)})[1 + floor(random() * ${PROJECT_STATUSES.length})::int] as status,
                 (${sqlList(targetValues)})[1 + floor(random() * ${targetValues.length})::int] as target1,
                 case when random() < 0.6 then (${sqlList(targetValues)})[1 + floor(random() * ${targetValues.length})::int] end as target2,
                 case when random() < 0.3 then (${sqlList(targetValues)})[1 + floor(random() * ${targetValues.length})::int] end as target3,
                 date '2015-01-01' + floor(random() * 4000)::int as start_date,
                 random() < 0.6 as has_end,
                 g as g_ref
        ) r`),
    );
  }
  await db.execute(sql.raw("analyze"));
  return performance.now() - started;
}
