import { describe, expect, it } from "vitest";
import { iatiLocationDetail } from "./iati-location";

describe("IATI location detail", () => {
  it("gives an exact site's point, exact, with its region", () => {
    expect(
      iatiLocationDetail({
        region: "northern region",
        district: "Gulu",
        latitude: 2.7746,
        longitude: 32.299,
      }),
    ).toBe(
      '<administrative vocabulary="A5" level="1" code="UG-N"/>' +
        '<point srsName="http://www.opengis.net/def/crs/EPSG/0/4326"><pos>2.7746 32.299</pos></point>' +
        '<exactness code="1"/><location-class code="3"/>',
    );
  });

  it("gives the district's chief town as approximate, the region taken from the district", () => {
    expect(iatiLocationDetail({ region: null, district: "Mbale", latitude: null, longitude: null })).toBe(
      '<administrative vocabulary="A5" level="1" code="UG-E"/>' +
        '<point srsName="http://www.opengis.net/def/crs/EPSG/0/4326"><pos>1.08 34.18</pos></point>' +
        '<exactness code="2"/><location-class code="2"/>',
    );
  });

  it("says nothing it does not know", () => {
    expect(
      iatiLocationDetail({ region: null, district: "By the river", latitude: null, longitude: null }),
    ).toBe("");
    expect(iatiLocationDetail({ region: "Western Region", district: null })).toBe(
      '<administrative vocabulary="A5" level="1" code="UG-W"/>',
    );
  });
});
