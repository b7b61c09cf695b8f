import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  EMPTY_PROJECT_FORM,
  isIsoDay,
  nextSection,
  PROJECT_FORM_FIELDS,
  PROJECT_FORM_LISTS,
  PROJECT_FORM_MESSAGES,
  PROJECT_SECTIONS,
  type ProjectFormField,
  previousSection,
  SECTION_FIELDS,
  sectionErrorCounts,
  sectionOfField,
  toProjectFormDefaults,
  toProjectRecord,
} from "./project-form";
import { ProjectFormSchema } from "./project-form-schema";

const BRIEF = "b".repeat(200);

function form(overrides: Record<string, string | string[]> = {}) {
  const data = new FormData();
  const fields: Record<string, string | string[]> = {
    name: "Clean Water for Lira",
    brief: BRIEF,
    sector: "Water and Sanitation",
    sdg: "Clean Water and Sanitation",
    location: "Lira",
    targetGroups: ["children", "women"],
    startDate: "2025-03-01",
    status: "planning",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return parseWithZod(data, { schema: ProjectFormSchema });
}

const errorsOf = (overrides: Record<string, string | string[]>): Record<string, string[] | null> => {
  const submission = form(overrides);
  return (submission.status === "error" ? submission.error : null) ?? {};
};

describe("project form schema", () => {
  it("accepts a complete form and fills the record's columns and metadata", () => {
    const submission = form({
      "coreObjectives[0]": " Drill 10 boreholes ",
      "coreObjectives[1]": "   ",
      "projectMilestones[0]": "Survey done",
      targetGroups: ["women", "other", "women"],
      otherTargetGroup: "Fisherfolk",
      endDate: "2026-03-01",
      region: "Northern Region",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const record = toProjectRecord(submission.value);
    expect(record).toMatchObject({
      name: "Clean Water for Lira",
      targetGroups: ["women", "other"],
      status: "planning",
      startDate: "2025-03-01",
      endDate: "2026-03-01",
      image: null,
      metadata: {
        images: [],
        coreObjectives: "Drill 10 boreholes",
        projectMilestones: "Survey done",
        otherTargetGroup: "Fisherfolk",
        region: "Northern Region",
      },
    });
    expect(record.metadata).not.toHaveProperty("district");
  });

  it("says each rule in the spec's words", () => {
    expect(errorsOf({ name: "ab" }).name).toEqual([PROJECT_FORM_MESSAGES.nameMin]);
    expect(errorsOf({ brief: "b".repeat(199) }).brief).toEqual([
      "Brief description must be at least 200 characters",
    ]);
    expect(errorsOf({ brief: "b".repeat(501) }).brief).toEqual([
      "Brief description must be at most 500 characters",
    ]);
    expect(errorsOf({ sector: "" }).sector).toEqual(["Please select a sector"]);
    expect(errorsOf({ sdg: "" }).sdg).toEqual(["Please select an SDG goal"]);
    expect(errorsOf({ location: "ab" }).location).toEqual(["Please provide a location"]);
    expect(errorsOf({ targetGroups: [] }).targetGroups).toEqual(["Please specify target groups"]);
    expect(errorsOf({ targetGroups: ["other"] }).otherTargetGroup).toEqual([
      "Please specify the other target group",
    ]);
    expect(errorsOf({ startDate: "" }).startDate).toEqual(["Start date is required"]);
    expect(errorsOf({ status: "" }).status).toEqual(["Please select a status"]);
    expect(errorsOf({ status: "paused" }).status).toEqual([PROJECT_FORM_MESSAGES.invalidStatus]);
    expect(errorsOf({ implementersWebsite: "example.org" }).implementersWebsite).toEqual([
      "Website must start with http:// or https://",
    ]);
    expect(errorsOf({ implementersWebsite: "https://" }).implementersWebsite).toEqual([
      PROJECT_FORM_MESSAGES.websiteInvalid,
    ]);
  });

  it("keeps dates between 1900-01-01 and 2100-12-31, real days only, the end not before the start", () => {
    expect(errorsOf({ startDate: "1899-12-31" }).startDate).toEqual([PROJECT_FORM_MESSAGES.dateRange]);
    expect(errorsOf({ startDate: "1900-01-01" }).startDate).toBeUndefined();
    expect(errorsOf({ startDate: "2025-02-30" }).startDate).toEqual([PROJECT_FORM_MESSAGES.dateRange]);
    expect(errorsOf({ endDate: "2025-02-28" }).endDate).toEqual([PROJECT_FORM_MESSAGES.endBeforeStart]);
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("20240-01-01")).toBe(false);
  });

  it("normalizes status spellings (spec §4)", () => {
    for (const [input, stored] of [
      ["In Progress", "active"],
      ["in-progress", "active"],
      ["On Hold", "on_hold"],
      ["COMPLETED", "completed"],
    ]) {
      const submission = form({ status: input! });
      expect(submission.status === "success" && submission.value.status).toBe(stored);
    }
  });

  it("takes at most five images, only our own upload addresses", () => {
    const six = Object.fromEntries(
      Array.from({ length: 6 }, (_, n) => [`images[${n}]`, `/uploads/project-images/${n}.webp`]),
    );
    expect(errorsOf(six).images).toEqual(["Cannot upload more than 5 images total."]);
    expect(errorsOf({ "images[0]": "https://evil.example/x.png" })["images[0]"]).toEqual([
      PROJECT_FORM_MESSAGES.imagesRefused,
    ]);
    expect(errorsOf({ "images[0]": "/uploads/../secret.webp" })["images[0]"]).toHaveLength(1);
  });

  it("refuses unknown target groups and over-long lists", () => {
    expect(errorsOf({ targetGroups: ["aliens"] }).targetGroups).toEqual(["Please specify target groups"]);
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, n) => [`coreObjectives[${n}]`, `Goal ${n}`]),
    );
    expect(errorsOf(many).coreObjectives).toEqual(["Add at most 20 objectives"]);
  });
});

describe("sections", () => {
  it("moves basic → details → location and back, stopping at the ends", () => {
    expect(nextSection("basic")).toBe("details");
    expect(nextSection("details")).toBe("location");
    expect(nextSection("location")).toBe("location");
    expect(previousSection("location")).toBe("details");
    expect(previousSection("basic")).toBe("basic");
  });

  it("puts every field of the schema in exactly one section, and names no other", () => {
    const sectioned = PROJECT_SECTIONS.flatMap((section) => SECTION_FIELDS[section.id]);
    expect([...sectioned].sort()).toEqual(Object.keys(ProjectFormSchema.shape).sort());
    expect([...PROJECT_FORM_FIELDS].sort()).toEqual(Object.keys(ProjectFormSchema.shape).sort());
    expect(new Set(sectioned).size).toBe(sectioned.length);
    // The same, for the type check: a field the sections leave out makes this `never` fail.
    type Sectioned = (typeof SECTION_FIELDS)[keyof typeof SECTION_FIELDS][number];
    expectTypeOf<Exclude<ProjectFormField, Sectioned>>().toEqualTypeOf<never>();
  });

  it("knows which section holds a field, list items included", () => {
    expect(sectionOfField("brief")).toBe("basic");
    expect(sectionOfField("coreObjectives[2]")).toBe("details");
    expect(sectionOfField("images[0]")).toBe("location");
    expect(sectionOfField("unknown")).toBeNull();
  });
});

describe("sectionErrorCounts", () => {
  it("counts the fields of each section with a problem, not their messages or list items", () => {
    expect(sectionErrorCounts([])).toEqual({ basic: 0, details: 0, location: 0 });
    expect(
      sectionErrorCounts([
        "name",
        "brief",
        "brief",
        "targetGroups",
        "coreObjectives",
        "coreObjectives[3]",
        "coreObjectives[7]",
        "images[0]",
        "",
        "unknown",
      ]),
    ).toEqual({ basic: 2, details: 2, location: 1 });
  });

  it("gives an empty form's first section one count per required field (status has its default)", () => {
    const blank = { name: "", brief: "", sector: "", sdg: "", location: "", targetGroups: [], startDate: "" };
    // name, brief, sector, sdg, location, start date; target groups in the next section.
    expect(sectionErrorCounts(Object.keys(errorsOf(blank)))).toEqual({ basic: 6, details: 1, location: 0 });
    const named = { ...blank, name: "Boreholes for Lira" };
    expect(sectionErrorCounts(Object.keys(errorsOf(named))).basic).toBe(5);
  });
});

function validInput() {
  return {
    name: "Clean Water for Lira",
    brief: BRIEF,
    sector: "Water and Sanitation",
    sdg: "Clean Water and Sanitation",
    location: "Lira",
    targetGroups: ["children"],
    startDate: "2025-03-01",
    status: "planning",
  };
}

describe("starting values", () => {
  it("starts the add form with every field blank, lists empty, at planning", () => {
    const fields = Object.keys(ProjectFormSchema.shape).filter((name) => name !== "ownerId");
    expect(Object.keys(EMPTY_PROJECT_FORM).sort()).toEqual(fields.sort());
    for (const [name, value] of Object.entries(EMPTY_PROJECT_FORM)) {
      if (name === "status") expect(value).toBe("planning");
      else expect(value).toEqual(name in PROJECT_FORM_LISTS ? [] : "");
    }
  });

  it("gives back what was saved: form → record → form", () => {
    const input = {
      ...validInput(),
      targetGroups: ["women", "other"],
      otherTargetGroup: "Fisherfolk",
      coreObjectives: ["Drill 10 boreholes", "Train committees"],
      district: "Lira",
      implementersWebsite: "https://water.example.org",
      images: ["/uploads/project-images/1.webp", "/uploads/project-images/2.webp"],
    };
    const defaults = toProjectFormDefaults(toProjectRecord(ProjectFormSchema.parse(input)));
    expect(defaults).toEqual({ ...EMPTY_PROJECT_FORM, ...input });
  });

  it("shows a stored project's image column first, then its listed images, each once", () => {
    const stored = toProjectRecord(ProjectFormSchema.parse(validInput()));
    const defaults = toProjectFormDefaults({
      ...stored,
      image: "/uploads/seed/cover.jpg",
      metadata: { images: ["/uploads/project-images/2.webp", "/uploads/seed/cover.jpg"] },
    });
    expect(defaults.images).toEqual(["/uploads/seed/cover.jpg", "/uploads/project-images/2.webp"]);
  });

  it("turns a stored project back into the form's values", () => {
    expect(
      toProjectFormDefaults({
        name: "Old",
        brief: BRIEF,
        sector: "Health",
        sdg: "Zero Hunger",
        location: "Mbale",
        targetGroups: ["farmers"],
        status: "In Progress",
        startDate: "2020-01-01",
        endDate: null,
        image: "/uploads/seed/a.jpg",
        metadata: { coreObjectives: "One\n\nTwo", district: "Mbale" },
      }),
    ).toEqual({
      ...EMPTY_PROJECT_FORM,
      name: "Old",
      brief: BRIEF,
      sector: "Health",
      sdg: "Zero Hunger",
      location: "Mbale",
      targetGroups: ["farmers"],
      status: "active",
      startDate: "2020-01-01",
      coreObjectives: ["One", "Two"],
      district: "Mbale",
      images: ["/uploads/seed/a.jpg"],
    });
  });
});
