import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { getDb } from "~/db/client.server";
import { profiles, projects, users } from "~/db/schema";
import { iatiIdentifier } from "~/domain/iati";
import { projectOrganizationName } from "~/domain/organization-name";
import { xmlChars } from "~/domain/xml-text";
import { loader as iatiActivities } from "~/routes/resources/iati-activities";
import { loader as organizationIati } from "~/routes/resources/organization-iati";
import { createOrganizationUser, createProject } from "../setup/factories";
import {
  canonicalAttributes,
  canonicalElements,
  canonicalText,
  HOSTILE,
  parseStrictXml,
} from "../setup/strict-xml";
import { describeEachDatabase } from "../setup/test-database";

const SCHEMAS = path.resolve(__dirname, "../fixtures/iati");
const schemaFile = (name: string) => ({
  fileName: name,
  contents: fs.readFileSync(path.join(SCHEMAS, name), "utf8"),
});

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://example.test${url}`), params, context: {} }) as never;

/** Validates a document against the IATI 2.03 activity schema (libxml2, compiled to WebAssembly). */
async function validate(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: "activities.xml", contents: xml }],
    schema: [schemaFile("iati-activities-schema.xsd")],
    preload: [schemaFile("iati-common.xsd"), schemaFile("xml.xsd")],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

const activities = (xml: string) =>
  [...xml.matchAll(/<iati-activity [\s\S]*?<\/iati-activity>/g)].map((m) => m[0]);

/** Projects whose texts (and their organization's name) try to break the document. */
const HOSTILE_PROJECTS = [
  { name: HOSTILE.title, brief: HOSTILE.brief, location: HOSTILE.cdataEnds, sector: "Other" },
  {
    name: HOSTILE.characters,
    brief: HOSTILE.characters,
    location: HOSTILE.characters,
    // Our own sector label goes into an attribute too (vocabulary 99).
    sector: `Odd "sector" <&>\n\tline${HOSTILE.characters}`,
    // (jsonb refuses a lone surrogate.)
    metadata: { region: HOSTILE.characters.replace("\uD800-\uDFFF", ""), district: HOSTILE.cdataEnds },
  },
];

describeEachDatabase("IATI activity XML", () => {
  const ids: Record<string, string> = {};
  let hostileOwner = "";
  let hostileOrganization = "";
  const hostile: Awaited<ReturnType<typeof createProject>>[] = [];

  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "owner", name: "Owner", email: "owner@example.org" },
      { id: "other", name: "Other", email: "other@example.org" },
    ]);
    await db.insert(profiles).values([
      { id: "owner", organizationName: "Gulu <Women> & Youth", phone: "+256 772 000000" },
      { id: "other", organizationName: "Kampala Tech Hub" },
    ]);
    const rows = await db
      .insert(projects)
      .values([
        {
          name: "Clean Water for Gulu",
          brief: 'Boreholes & "tanks" for <schools>\u0007',
          location: "Gulu",
          sector: "Water and Sanitation",
          sdg: "Clean Water and Sanitation",
          status: "In Progress",
          startDate: "2024-02-01",
          endDate: "2027-01-31",
          organizationId: "owner",
          metadata: { region: "Northern Region", district: "Gulu" },
        },
        {
          name: "Solar Schools",
          brief: "Solar panels",
          location: "Lira",
          sector: "Infrastructure",
          sdg: "Affordable and Clean Energy",
          status: "completed",
          startDate: "2022-01-01",
          endDate: "2023-06-30",
          organizationId: "owner",
        },
        {
          name: "Coding Clubs",
          brief: "Clubs",
          location: "Kampala",
          sector: "Technology & Innovation",
          sdg: "Something else",
          status: "planning",
          startDate: "2030-01-01",
          organizationId: "other",
        },
      ])
      .returning({ id: projects.id, name: projects.name });
    for (const row of rows) ids[row.name] = row.id;

    // Registration cleans a name; one stored before that, or by another path, is written straight to the profile.
    const { userId } = await createOrganizationUser();
    await db.update(profiles).set({ organizationName: HOSTILE.organization }).where(eq(profiles.id, userId));
    const [profile] = await db
      .select({ organizationName: profiles.organizationName })
      .from(profiles)
      .where(eq(profiles.id, userId));
    hostileOwner = userId;
    hostileOrganization = projectOrganizationName({
      profileOrganizationName: profile!.organizationName,
      projectImplementer: null,
    });
    for (const values of HOSTILE_PROJECTS) hostile.push(await createProject(userId, values));
  });

  it("/iati/activities.xml validates against the IATI 2.03 schema, one activity per project", async () => {
    const response = await iatiActivities(args("/iati/activities.xml"));
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
    expect(activities(xml)).toHaveLength(3 + HOSTILE_PROJECTS.length);
    expect(xml).not.toContain("owner@example.org");
    expect(xml).not.toContain("+256");
  });

  it("maps status, dates, country, place, sector and SDG to the standard's codes", async () => {
    const xml = await (await iatiActivities(args("/iati/activities.xml"))).text();
    const water = activities(xml).find((activity) =>
      activity.includes(iatiIdentifier(ids["Clean Water for Gulu"]!)),
    )!;
    expect(water).toContain("<title><narrative>Clean Water for Gulu</narrative></title>");
    expect(water).toContain(
      '<description type="1"><narrative>Boreholes &amp; &quot;tanks&quot; for &lt;schools&gt;</narrative></description>',
    );
    expect(water).toContain(
      '<participating-org role="4"><narrative>Gulu &lt;Women&gt; &amp; Youth</narrative></participating-org>',
    );
    expect(water).toContain('<activity-status code="2"/>');
    expect(water).toContain('<activity-date type="2" iso-date="2024-02-01"/>');
    expect(water).toContain('<activity-date type="3" iso-date="2027-01-31"/>');
    expect(water).toContain('<recipient-country code="UG" percentage="100"/>');
    expect(water).toContain("<description><narrative>Gulu, Northern Region</narrative></description>");
    expect(water).toContain('<sector vocabulary="1" code="14030" percentage="100"/>');
    expect(water).toContain('<tag vocabulary="2" code="6"/>');

    const solar = activities(xml).find((activity) => activity.includes("Solar Schools"))!;
    expect(solar).toContain('<activity-status code="4"/>');
    expect(solar).toContain('<activity-date type="4" iso-date="2023-06-30"/>');
    expect(solar).toContain(
      '<sector vocabulary="99" code="Infrastructure" percentage="100"><narrative>Infrastructure</narrative></sector>',
    );

    const clubs = activities(xml).find((activity) => activity.includes("Coding Clubs"))!;
    expect(clubs).toContain('<activity-status code="1"/>');
    expect(clubs).toContain('<activity-date type="1" iso-date="2030-01-01"/>');
    expect(clubs).toContain('<sector vocabulary="1" code="22040" percentage="100"/>');
    expect(clubs).not.toContain("<tag");
  });

  it("honours the /projects filters, and lists one organization's projects on its own", async () => {
    const filtered = await (await iatiActivities(args("/iati/activities.xml?status=completed"))).text();
    expect(activities(filtered).map((activity) => activity.match(/<title><narrative>(.*?)</)?.[1])).toEqual([
      "Solar Schools",
    ]);
    // The standard wants at least one activity per document: nothing to publish is "not found".
    const none = await iatiActivities(args("/iati/activities.xml?sector=Nothing"));
    expect(none.status).toBe(404);

    const owner = await (
      await organizationIati(args("/organizations/owner/iati.xml", { id: "owner" }))
    ).text();
    expect(activities(owner)).toHaveLength(2);
    expect((await validate(owner)).valid).toBe(true);
    const missing = await organizationIati(args("/organizations/nobody/iati.xml", { id: "nobody" })).catch(
      (error: unknown) => error,
    );
    expect((missing as Response).status).toBe(404);
  });

  it("stays well-formed and valid, one activity per project, whatever the texts hold", async () => {
    for (const response of [
      await iatiActivities(args("/iati/activities.xml")),
      await organizationIati(args(`/organizations/${hostileOwner}/iati.xml`, { id: hostileOwner })),
    ]) {
      const xml = await response.text();
      expect(await validate(xml)).toEqual({ valid: true, errors: [] });
      const { wellFormed, errors, canonical } = await parseStrictXml(xml);
      expect(errors).toEqual([]);
      expect(wellFormed).toBe(true);
      const parsed = canonicalElements(canonical, "iati-activity");
      expect(parsed).toHaveLength(activities(xml).length);
      expect(canonical).not.toContain("evil.test</link>");
      for (const project of hostile) {
        const activity = parsed.find(
          (candidate) => canonicalText(candidate, "iati-identifier") === iatiIdentifier(project.id),
        )!;
        expect(activity).toBeDefined();
        expect(canonicalText(canonicalElements(activity, "title")[0]!, "narrative")).toBe(
          xmlChars(project.name),
        );
        expect(canonicalText(activity, "participating-org")).toBe(xmlChars(hostileOrganization));
        // The activity's own description comes first; the location's has a description of its own.
        expect(canonicalText(activity, "description")).toBe(xmlChars(project.brief));
        expect(canonicalText(canonicalElements(activity, "location")[0]!, "name")).toBe(
          xmlChars(project.location),
        );
        expect(canonicalAttributes(activity, "code")).toContain(xmlChars(project.sector));
        const { district, region } = project.metadata as { district?: string; region?: string };
        if (district && region) {
          const location = canonicalElements(activity, "location")[0]!;
          expect(canonicalText(location, "description")).toBe(xmlChars(`${district}, ${region}`));
        }
      }
    }
    const own = await (
      await organizationIati(args(`/organizations/${hostileOwner}/iati.xml`, { id: hostileOwner }))
    ).text();
    expect(activities(own)).toHaveLength(HOSTILE_PROJECTS.length);
  });
});
