import { describe, expect, it } from "vitest";
import { type ProjectPageSource, toProjectPage } from "./project-page";

const stored: ProjectPageSource = {
  id: "0b9e6f1e-6a47-4c38-9d1f-2f1f7f6c1a10",
  name: "",
  brief: "",
  location: "Gulu",
  sector: "Health",
  sdg: "SDG 3",
  targetGroups: ["Youth"],
  status: "active",
  startDate: "2026-01-01",
  endDate: null,
  image: "/uploads/projects/cover.webp",
  profileOrganizationName: "Gulu Health Trust",
  projectImplementer: null,
  organizationId: "7d1c3c52-31f6-4b0f-9a57-0d1a1f0e2b11",
  organizationRecordName: null,
  metadata: {
    region: "  ",
    district: " Gulu ",
    coreObjectives: "Train nurses\n\nEquip clinics",
    images: ["/uploads/projects/cover.webp", "/uploads/projects/ward.webp"],
  },
};

describe("toProjectPage", () => {
  it("gives the spec's defaults for missing texts and null for empty optional fields", () => {
    const page = toProjectPage(stored);
    expect(page.name).toBe("Untitled Project");
    expect(page.brief).toBe("No description available");
    expect(page.region).toBeNull();
    expect(page.district).toBe("Gulu");
    expect(page.projectDetails).toBeNull();
  });

  it("splits the lists into lines, names each image once and links the owner's directory page", () => {
    const page = toProjectPage(stored);
    expect(page.coreObjectives).toEqual(["Train nurses", "Equip clinics"]);
    expect(page.images).toEqual(["/uploads/projects/cover.webp", "/uploads/projects/ward.webp"]);
    expect(page.organizationName).toBe("Gulu Health Trust");
    expect(page.organizationHref).toBe(`/organizations/${stored.organizationId}`);
    // The owner's profile names it: certain, so no confidence in brackets (issue 20, item 7).
    expect(page.implementingOrganization).toEqual({ text: "Gulu Health Trust", note: null });
  });

  it("says in words when the implementing organization is only a guess", () => {
    const page = toProjectPage({ ...stored, profileOrganizationName: null });
    expect(page.implementingOrganization).toEqual({
      text: "Probably a health organization",
      note: "The project does not name its implementer: this is a guess from its sector and goal.",
    });
    // The organization link keeps the simple reading.
    expect(page.organizationName).toBe("Unknown Organization");
  });
});
