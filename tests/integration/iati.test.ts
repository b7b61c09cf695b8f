import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { getDb } from "~/db/client.server";
import {
  indicatorPeriods,
  profiles,
  projectFunders,
  projectResults,
  projects,
  resultIndicators,
  users,
} from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import {
  IATI_OWN_FILES_TEXT,
  iatiIdentifier,
  iatiPublisher,
  UNREGISTERED_PUBLISHER_REF,
} from "~/domain/iati";
import { projectOrganizationName } from "~/domain/organization-name";
import { xmlChars } from "~/domain/xml-text";
import { loader as iatiActivities } from "~/routes/resources/iati-activities";
import { loader as iatiOrganisations } from "~/routes/resources/iati-organisations";
import { loader as organizationIati } from "~/routes/resources/organization-iati";
import { loader as organizationIatiOrganisation } from "~/routes/resources/organization-iati-organisation";
import { resetEnvForTests } from "~/services/env.server";
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

/** Validates a document against an IATI 2.03 schema (libxml2, compiled to WebAssembly; not our writer). */
async function validate(xml: string, schema = "iati-activities-schema.xsd") {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [schemaFile(schema)],
    preload: [schemaFile("iati-common.xsd"), schemaFile("xml.xsd")],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

const PUBLISHER = iatiPublisher(UNREGISTERED_PUBLISHER_REF, "UgandaImpact");

const activities = (xml: string) =>
  [...xml.matchAll(/<iati-activity [\s\S]*?<\/iati-activity>/g)].map((m) => m[0]);

/**
 * The rules IATI's validator applies beyond the schema, for every activity: each budget at most a year with its
 * end after its start and a value-date; each transaction dated, not ahead of today, with a value-date; the
 * iati-identifier starting with the reporting organisation's identifier.
 */
function expectIatiRules(xml: string) {
  const today = formatIsoDate(new Date());
  for (const activity of activities(xml)) {
    for (const [budget] of activity.matchAll(/<budget [\s\S]*?<\/budget>/g)) {
      const start = budget.match(/<period-start iso-date="([^"]+)"/)![1]!;
      const end = budget.match(/<period-end iso-date="([^"]+)"/)![1]!;
      const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
      expect(days, budget).toBeGreaterThan(0);
      expect(days, budget).toBeLessThan(366);
      expect(budget).toMatch(/<value currency="[A-Z]{3}" value-date="\d{4}-\d{2}-\d{2}">/);
    }
    for (const [transaction] of activity.matchAll(/<transaction>[\s\S]*?<\/transaction>/g)) {
      const date = transaction.match(/<transaction-date iso-date="([^"]+)"/)![1]!;
      expect(date <= today, transaction).toBe(true);
      expect(transaction).toMatch(/<value currency="[A-Z]{3}" value-date="\d{4}-\d{2}-\d{2}">/);
    }
    // IATI's rule 1.1.1: for the platform as secondary reporter too (it applies to every reporter).
    const reporter = activity.match(/<reporting-org ref="([^"]+)"/)![1]!;
    const identifier = activity.match(/<iati-identifier>([^<]+)</)![1]!;
    expect(identifier.startsWith(`${reporter}-`), identifier).toBe(true);
  }
}

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
      {
        id: "owner",
        organizationName: "Gulu <Women> & Youth",
        nameKey: "gulu women youth",
        phone: "+256 772 000000",
        organizationType: "NGO/Non-Profit",
        website: "guluwomen.example.org",
        address: "Plot 4, Gulu <Road>",
        registrationAgency: "UG-NGB",
        registrationNumber: "INDR123456789NB",
      },
      { id: "other", organizationName: "Kampala Tech Hub", nameKey: "kampala tech hub" },
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
          latitude: 2.7746,
          longitude: 32.299,
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
    expectIatiRules(xml);
    expect(xml).not.toContain("owner@example.org");
    expect(xml).not.toContain("+256");
  });

  it("maps status, dates, country, place, sector and SDG to the standard's codes", async () => {
    const xml = await (await iatiActivities(args("/iati/activities.xml"))).text();
    const water = activities(xml).find((activity) =>
      activity.includes(iatiIdentifier(PUBLISHER, ids["Clean Water for Gulu"]!)),
    )!;
    expect(water).toContain("<title><narrative>Clean Water for Gulu</narrative></title>");
    expect(water).toContain(
      '<description type="1"><narrative>Boreholes &amp; &quot;tanks&quot; for &lt;schools&gt;</narrative></description>',
    );
    // The implementing organization: its OrganisationType (22, national NGO) and its NGO Bureau identifier.
    expect(water).toContain(
      '<participating-org role="4" type="22" ref="UG-NGB-INDR123456789NB"><narrative>Gulu &lt;Women&gt; &amp; Youth</narrative></participating-org>',
    );
    // The platform reports on the organizations' behalf.
    expect(water).toContain(
      `<reporting-org ref="${UNREGISTERED_PUBLISHER_REF}" type="90" secondary-reporter="1"><narrative>UgandaImpact</narrative></reporting-org>`,
    );
    // Contact details from the public profile only: no phone number, no email address.
    expect(water).toContain(
      '<contact-info type="1"><organisation><narrative>Gulu &lt;Women&gt; &amp; Youth</narrative></organisation><website>https://guluwomen.example.org</website><mailing-address><narrative>Plot 4, Gulu &lt;Road&gt;</narrative></mailing-address></contact-info>',
    );
    expect(water).toContain('<activity-scope code="7"/>');
    // Its place (issue 38): the region in ISO 3166-2, the exact point in WGS 84 (latitude first, as IATI has it).
    expect(water).toContain(
      '<location><name><narrative>Gulu</narrative></name><description><narrative>Gulu, Northern Region</narrative></description><administrative vocabulary="A5" level="1" code="UG-N"/><point srsName="http://www.opengis.net/def/crs/EPSG/0/4326"><pos>2.7746 32.299</pos></point><exactness code="1"/><location-class code="3"/></location>',
    );
    expect(water).toContain(
      `<document-link format="text/html" url="http://example.test/projects/${ids["Clean Water for Gulu"]}"><title><narrative>Clean Water for Gulu: project page</narrative></title><category code="A12"/><language code="en"/></document-link>`,
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
    // A sector no DAC code fits: "sectors not specified", then our own code and the address of the list
    // that defines it.
    expect(solar).toContain(
      '<sector vocabulary="1" code="99810" percentage="100"/>\n<sector vocabulary="99" vocabulary-uri="http://example.test/developers#sectors" code="infrastructure" percentage="100"><narrative>Infrastructure</narrative></sector>',
    );
    expect(solar).not.toContain("activity-scope");

    const clubs = activities(xml).find((activity) => activity.includes("Coding Clubs"))!;
    // An organization without a type, a registration, a website or an address: none of them is invented.
    expect(clubs).toContain(
      '<participating-org role="4"><narrative>Kampala Tech Hub</narrative></participating-org>',
    );
    expect(clubs).not.toContain("contact-info");
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
    // Nothing to publish is an answer too: 200 and an <iati-activities> with no activity, well-formed. The
    // 2.03 schema wants one activity at least (minOccurs 1): that is the only thing its validator names.
    const none = await iatiActivities(args("/iati/activities.xml?status=cancelled"));
    expect(none.status).toBe(200);
    const empty = await none.text();
    expect((await parseStrictXml(empty)).wellFormed).toBe(true);
    expect(activities(empty)).toEqual([]);
    expect(empty).toMatch(/<iati-activities version="2\.03" generated-datetime="[^"]+">/);
    const schemaErrors = (await validate(empty)).errors;
    expect(schemaErrors).toHaveLength(1);
    expect(schemaErrors[0]).toMatch(/Missing child element\(s\)\. Expected is \( iati-activity \)/);

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
          (candidate) =>
            canonicalText(candidate, "iati-identifier") === iatiIdentifier(PUBLISHER, project.id),
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
        // After the DAC code, our own sector code (vocabulary 99) is a slug; the sector's words are its narrative.
        expect(canonicalText(canonicalElements(activity, "sector")[1]!, "narrative")).toBe(
          xmlChars(project.sector),
        );
        expect(canonicalAttributes(activity, "code").join(" ")).toMatch(/\b[a-z0-9-]+\b/);
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
  it("keeps IATI's rules in every activity: one DAC sector, 100 % per vocabulary, no actual date ahead", async () => {
    // Marked completed ahead of its end date, and on hold since long ago (created last: the tests above count).
    await createProject(hostileOwner, {
      name: "Early finish",
      status: "completed",
      startDate: "2025-01-01",
      endDate: "2099-12-31",
    });
    await createProject(hostileOwner, {
      name: "Paused clinics",
      status: "on_hold",
      startDate: "2019-03-01",
      endDate: null,
    });
    const xml = await (await iatiActivities(args("/iati/activities.xml"))).text();
    const early = activities(xml).find((activity) => activity.includes("Early finish"))!;
    expect(early).toContain('<activity-date type="3" iso-date="2099-12-31"/>');
    const paused = activities(xml).find((activity) => activity.includes("Paused clinics"))!;
    expect(paused).toContain('<activity-date type="2" iso-date="2019-03-01"/>');
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
    expectIatiRules(xml);
    const today = new Date().toISOString().slice(0, 10);
    for (const activity of activities(xml)) {
      const sectors = [
        ...activity.matchAll(/<sector vocabulary="(\d+)"[^>]* code="([^"]+)" percentage="(\d+)"/g),
      ];
      const dac = sectors.filter(([, vocabulary]) => vocabulary === "1");
      expect(dac, activity).toHaveLength(1);
      expect(dac[0]![2]).toMatch(/^\d{5}$/);
      const percentages = new Map<string, number>();
      for (const [, vocabulary, , percentage] of sectors)
        percentages.set(vocabulary!, (percentages.get(vocabulary!) ?? 0) + Number(percentage));
      for (const [vocabulary, sum] of percentages) expect(sum, `vocabulary ${vocabulary}`).toBe(100);
      for (const [, , date] of activity.matchAll(/<activity-date type="(2|4)" iso-date="([^"]+)"/g))
        expect(date! <= today, activity).toBe(true);
    }
  });
});

describeEachDatabase("IATI organisation file and the publisher's identifier", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "ngo", name: "NGO", email: "ngo@example.org" },
      { id: "firm", name: "Firm", email: "firm@example.org" },
      { id: "quiet", name: "Quiet", email: "quiet@example.org" },
    ]);
    await db.insert(profiles).values([
      {
        id: "ngo",
        organizationName: "Acholi <Youth> & Co",
        nameKey: "acholi youth co",
        organizationType: "Community Based",
        registrationAgency: "UG-NGB",
        registrationNumber: "INDR2001NB",
      },
      {
        id: "firm",
        organizationName: "Solar Ltd",
        nameKey: "solar ltd",
        organizationType: "Corporate/Private",
        registrationAgency: "UG-RSB",
        registrationNumber: "S.5914/1234",
      },
      // Registered but without projects: not in the file.
      {
        id: "quiet",
        organizationName: "Quiet Org",
        nameKey: "quiet org",
        registrationAgency: "UG-NGB",
        registrationNumber: "INDR9NB",
      },
    ]);
    await db.insert(projects).values(
      ["ngo", "firm"].map((owner) => ({
        name: `${owner} project`,
        brief: "Brief",
        location: "Gulu",
        sector: "Energy",
        sdg: "Affordable and Clean Energy",
        startDate: "2025-01-01",
        organizationId: owner,
      })),
    );
  });

  it("/iati/organisations.xml is the platform's organisation file: the platform alone, valid against the 2.03 organisation schema", async () => {
    const response = await iatiOrganisations(args("/iati/organisations.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(await validate(xml, "iati-organisations-schema.xsd")).toEqual({ valid: true, errors: [] });
    const { canonical } = await parseStrictXml(xml);
    expect(canonicalElements(canonical, "organisation-identifier")).toEqual([UNREGISTERED_PUBLISHER_REF]);
    expect(xml).toContain(
      `<reporting-org ref="${UNREGISTERED_PUBLISHER_REF}" type="90"><narrative>UgandaImpact</narrative></reporting-org>`,
    );
    expect(xml).not.toContain("secondary-reporter");
  });

  it("an organization with its identifier that publishes itself has its own files; the platform's leave its projects out", async () => {
    const db = getDb();
    await db.update(profiles).set({ iatiSelfPublished: true }).where(eq(profiles.id, "ngo"));
    try {
      const own = await (await organizationIati(args("/organizations/ngo/iati.xml", { id: "ngo" }))).text();
      expect(await validate(own)).toEqual({ valid: true, errors: [] });
      expectIatiRules(own);
      expect(activities(own)).toHaveLength(1);
      // The organization reports itself (24: community based), not as a secondary reporter.
      expect(own).toContain(
        '<reporting-org ref="UG-NGB-INDR2001NB" type="24"><narrative>Acholi &lt;Youth&gt; &amp; Co</narrative></reporting-org>',
      );
      expect(own).toMatch(/<iati-identifier>UG-NGB-INDR2001NB-[0-9a-f-]{36}<\/iati-identifier>/);
      expect(own).toContain(
        '<participating-org role="2" type="24" ref="UG-NGB-INDR2001NB"><narrative>Acholi &lt;Youth&gt; &amp; Co</narrative></participating-org>',
      );
      expect(own).not.toContain("<!--");

      const organisation = await organizationIatiOrganisation(
        args("/organizations/ngo/iati-organisation.xml", { id: "ngo" }),
      );
      expect(organisation.status).toBe(200);
      const organisationXml = await organisation.text();
      expect(await validate(organisationXml, "iati-organisations-schema.xsd")).toEqual({
        valid: true,
        errors: [],
      });
      const { canonical } = await parseStrictXml(organisationXml);
      expect(canonicalElements(canonical, "organisation-identifier")).toEqual(["UG-NGB-INDR2001NB"]);
      expect(organisationXml).toContain('<reporting-org ref="UG-NGB-INDR2001NB" type="24">');
      expect(organisationXml).toContain('url="http://example.test/organizations/ngo"');

      // Each project in one publisher's files only: the platform's file has the firm's project, not the NGO's.
      const platform = await (await iatiActivities(args("/iati/activities.xml"))).text();
      expect(activities(platform).map((activity) => activity.match(/<title><narrative>(.*?)</)?.[1])).toEqual(
        ["firm project"],
      );
      expectIatiRules(platform);
    } finally {
      await db.update(profiles).set({ iatiSelfPublished: false }).where(eq(profiles.id, "ngo"));
    }
  });

  it("an organization that does not publish itself is told what it needs; its file is the platform's, to read", async () => {
    // Registered, not publishing itself: the platform's activities with a note, and no organisation file.
    const firm = await (await organizationIati(args("/organizations/firm/iati.xml", { id: "firm" }))).text();
    expect(await validate(firm)).toEqual({ valid: true, errors: [] });
    expect(firm).toContain(`<!-- ${IATI_OWN_FILES_TEXT.missing.choice} -->`);
    expect(firm).toContain(
      `<reporting-org ref="${UNREGISTERED_PUBLISHER_REF}" type="90" secondary-reporter="1">`,
    );
    expectIatiRules(firm);
    const refused = await organizationIatiOrganisation(
      args("/organizations/firm/iati-organisation.xml", { id: "firm" }),
    );
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(IATI_OWN_FILES_TEXT.missing.choice);

    // Without a registration there is no identifier: that is what it is told, and it cannot choose to publish.
    const db = getDb();
    await db.insert(users).values({ id: "plain", name: "Plain", email: "plain@example.org" });
    await db.insert(profiles).values({ id: "plain", organizationName: "Plain Org", nameKey: "plain org" });
    const plain = await organizationIatiOrganisation(
      args("/organizations/plain/iati-organisation.xml", { id: "plain" }),
    );
    expect(plain.status).toBe(404);
    expect(await plain.text()).toBe(IATI_OWN_FILES_TEXT.missing.identifier);
    // No projects: a well-formed empty file that still says who publishes it.
    const empty = await (
      await organizationIati(args("/organizations/plain/iati.xml", { id: "plain" }))
    ).text();
    expect((await parseStrictXml(empty)).wellFormed).toBe(true);
    expect(activities(empty)).toEqual([]);
    expect(empty).toContain(IATI_OWN_FILES_TEXT.missing.identifier);
    await expect(
      db.update(profiles).set({ iatiSelfPublished: true }).where(eq(profiles.id, "plain")),
    ).rejects.toThrow();
  });

  it("uses IATI_PUBLISHER_REF for reporting-org and every iati-identifier, and refuses one that is no identifier", async () => {
    process.env.IATI_PUBLISHER_REF = "UG-NGB-INDR555NB";
    resetEnvForTests();
    try {
      const xml = await (await iatiActivities(args("/iati/activities.xml"))).text();
      expect(await validate(xml)).toEqual({ valid: true, errors: [] });
      const { canonical } = await parseStrictXml(xml);
      expect(canonicalAttributes(canonical, "ref")).toContain("UG-NGB-INDR555NB");
      for (const identifier of canonicalElements(canonical, "iati-identifier")) {
        expect(identifier).toMatch(/^UG-NGB-INDR555NB-[0-9a-f-]{36}$/);
      }
      // The energy projects: DAC 23110 (23010 was withdrawn), never the withdrawn code.
      expect(xml).toContain('<sector vocabulary="1" code="23110" percentage="100"/>');
      expect(xml).not.toContain('"23010"');
      const organisations = await (await iatiOrganisations(args("/iati/organisations.xml"))).text();
      expect(
        canonicalElements((await parseStrictXml(organisations)).canonical, "organisation-identifier")[0],
      ).toBe("UG-NGB-INDR555NB");
      process.env.IATI_PUBLISHER_REF = "UG-UGANDAIMPACT";
      resetEnvForTests();
      await expect(iatiActivities(args("/iati/activities.xml"))).rejects.toThrow(/IATI_PUBLISHER_REF/);
    } finally {
      delete process.env.IATI_PUBLISHER_REF;
      resetEnvForTests();
    }
  });
});

describeEachDatabase("IATI results, budget and funders", () => {
  it("reports results with indicators, baseline, periods with target and actual, the budget, default-currency and funders, valid against the XSD", async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "doer", name: "Doer", email: "doer@example.org" },
      { id: "giver", name: "Giver", email: "giver@example.org" },
    ]);
    await db.insert(profiles).values([
      { id: "doer", organizationName: "Doers", nameKey: "doers" },
      {
        id: "giver",
        organizationName: "Lira Givers",
        nameKey: "lira givers",
        organizationType: "NGO/Non-Profit",
        registrationAgency: "UG-NGB",
        registrationNumber: "INDR77NB",
      },
    ]);
    const [project] = await db
      .insert(projects)
      .values({
        name: "Wells",
        brief: "Wells & <pumps>",
        location: "Gulu",
        sector: "Water and Sanitation",
        sdg: "Clean Water and Sanitation",
        startDate: "2025-01-01",
        endDate: "2027-12-31",
        status: "active",
        organizationId: "doer",
        budgetCurrency: "UGX",
        budgetAmount: 150000000,
        spentAmount: 40000000,
      })
      .returning({ id: projects.id });
    // Issue 37: a budget without an end date is published too (over the years the project has run).
    await db.insert(projects).values({
      name: "Open-ended clinics",
      brief: "Clinics",
      location: "Gulu",
      sector: "Health",
      sdg: "Good Health and Well-being",
      startDate: "2024-07-01",
      status: "active",
      organizationId: "doer",
      budgetCurrency: "USD",
      budgetAmount: 1000.5,
    });
    await db.insert(projectFunders).values([
      { projectId: project!.id, name: "Water <Fund>", type: "foundation" },
      { projectId: project!.id, name: "Ministry", type: "government" },
      // Issue 37: a funder registered here carries its registration as ref; one with an identifier given, that.
      { projectId: project!.id, name: "Lira Givers", type: "ngo", profileId: "giver" },
      { projectId: project!.id, name: "UNDP", type: "multilateral", identifier: "XM-DAC-41114" },
      { projectId: project!.id, name: "Oxfam", type: "international_ngo" },
    ]);
    const [output] = await db
      .insert(projectResults)
      .values({ projectId: project!.id, type: "output", title: "Wells built" })
      .returning({ id: projectResults.id });
    const [outcome] = await db
      .insert(projectResults)
      .values({ projectId: project!.id, type: "outcome", title: "Safer water" })
      .returning({ id: projectResults.id });
    // A result without indicators yet is left out (the schema wants one).
    await db
      .insert(projectResults)
      .values({ projectId: project!.id, type: "output", title: "Not measured yet" });
    const [wells] = await db
      .insert(resultIndicators)
      .values({
        resultId: output!.id,
        title: "Wells drilled",
        measure: "number",
        baselineYear: 2024,
        baselineValue: 0,
        targetValue: 40,
        targetDate: "2027-06-30",
      })
      .returning({ id: resultIndicators.id });
    await db.insert(indicatorPeriods).values([
      { indicatorId: wells!.id, periodStart: "2025-01-01", periodEnd: "2025-12-31", value: 12 },
      { indicatorId: wells!.id, periodStart: "2026-01-01", periodEnd: "2026-06-30", value: 20 },
    ]);
    const [words] = await db
      .insert(resultIndicators)
      .values({
        resultId: outcome!.id,
        title: "Water committees",
        measure: "qualitative",
        targetText: "Every village <runs> its well",
        targetDate: "2027-12-31",
      })
      .returning({ id: resultIndicators.id });
    await db.insert(indicatorPeriods).values({
      indicatorId: words!.id,
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      valueText: "Half run theirs",
    });

    const xml = await (await iatiActivities(args("/iati/activities.xml"))).text();
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
    const activity = activities(xml).find((candidate) => candidate.includes("<narrative>Wells</narrative>"))!;
    expect(activity).toContain('xml:lang="en" default-currency="UGX">');
    expect(activity).toContain(
      '<participating-org role="1" type="60"><narrative>Water &lt;Fund&gt;</narrative></participating-org>',
    );
    expect(activity).toContain(
      '<participating-org role="1" type="10"><narrative>Ministry</narrative></participating-org>',
    );
    // A national NGO is 22, an international one 21; the ref only where it is known.
    expect(activity).toContain(
      '<participating-org role="1" ref="UG-NGB-INDR77NB" type="22"><narrative>Lira Givers</narrative></participating-org>',
    );
    expect(activity).toContain(
      '<participating-org role="1" ref="XM-DAC-41114" type="40"><narrative>UNDP</narrative></participating-org>',
    );
    expect(activity).toContain(
      '<participating-org role="1" type="21"><narrative>Oxfam</narrative></participating-org>',
    );
    // Three years: three annual budgets, split evenly by days, each valued at its start.
    expect(activity).toContain(
      [
        '<budget type="1" status="1"><period-start iso-date="2025-01-01"/><period-end iso-date="2025-12-31"/><value currency="UGX" value-date="2025-01-01">50000000</value></budget>',
        '<budget type="1" status="1"><period-start iso-date="2026-01-01"/><period-end iso-date="2026-12-31"/><value currency="UGX" value-date="2026-01-01">50000000</value></budget>',
        '<budget type="1" status="1"><period-start iso-date="2027-01-01"/><period-end iso-date="2027-12-31"/><value currency="UGX" value-date="2027-01-01">50000000</value></budget>',
      ].join("\n"),
    );
    // What is spent to date: an expenditure (transaction type 4), dated the day it was stated.
    const today = formatIsoDate(new Date());
    expect(activity).toContain(
      `<transaction><transaction-type code="4"/><transaction-date iso-date="${today}"/><value currency="UGX" value-date="${today}">40000000</value><description><narrative>Spent to date, as reported by the organization</narrative></description></transaction>`,
    );
    const open = activities(xml).find((candidate) => candidate.includes("Open-ended clinics"))!;
    const openBudgets = [...open.matchAll(/<budget [\s\S]*?<\/budget>/g)];
    expect(openBudgets.length).toBeGreaterThanOrEqual(2);
    expect(openBudgets[0]![0]).toContain(
      '<period-start iso-date="2024-07-01"/><period-end iso-date="2025-06-30"/>',
    );
    const openSum = openBudgets.reduce(
      (sum, [budget]) => sum + Math.round(Number(budget.match(/>([\d.]+)<\/value>/)![1]) * 100),
      0,
    );
    expect(openSum).toBe(100050);
    expect(open).not.toContain("<transaction>");
    expectIatiRules(xml);
    expect(activity).toContain(
      '<result type="1"><title><narrative>Wells built</narrative></title><indicator measure="1" ascending="1"><title><narrative>Wells drilled</narrative></title><baseline year="2024" value="0"/>',
    );
    expect(activity).toContain(
      '<period><period-start iso-date="2026-01-01"/><period-end iso-date="2026-06-30"/><actual value="20"/></period>',
    );
    expect(activity).toContain(
      '<period><period-start iso-date="2025-01-01"/><period-end iso-date="2027-06-30"/><target value="40"/></period>',
    );
    expect(activity).toContain(
      "<target><comment><narrative>Every village &lt;runs&gt; its well</narrative></comment></target>",
    );
    expect(activity).toContain("<actual><comment><narrative>Half run theirs</narrative></comment></actual>");
    expect(activity).not.toContain("Not measured yet");
    // The funders come before the implementer, the budget before the document link, the results last.
    expect(activity.indexOf('role="1"')).toBeLessThan(activity.indexOf('role="4"'));
    expect(activity.indexOf("<budget")).toBeLessThan(activity.indexOf("<transaction>"));
    expect(activity.indexOf("<transaction>")).toBeLessThan(activity.indexOf("<document-link"));
    expect(activity.indexOf("<document-link")).toBeLessThan(activity.indexOf("<result"));
  });
});
