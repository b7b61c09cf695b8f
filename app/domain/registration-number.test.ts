import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import {
  checkRegistrationPair,
  IatiSelfPublishedField,
  REGISTRATION_NUMBER_MESSAGES,
  RegistrationFields,
  registrationAgencyName,
} from "./registration-number";

const Schema = z.object(RegistrationFields).superRefine(checkRegistrationPair);

describe("registration number", () => {
  it("keeps a number as certificates print it, in capitals without spaces", () => {
    expect(Schema.parse({ registrationAgency: "UG-NGB", registrationNumber: " indr 1234 5nb " })).toEqual({
      registrationAgency: "UG-NGB",
      registrationNumber: "INDR12345NB",
    });
    expect(
      Schema.parse({ registrationAgency: "UG-RSB", registrationNumber: "S.5914/1234" }).registrationNumber,
    ).toBe("S.5914/1234");
    expect(Schema.parse({})).toEqual({ registrationAgency: null, registrationNumber: null });
  });

  it("refuses other characters, separators at the ends or twice, too short or long, and half a pair", () => {
    for (const number of ["AB", "A//1", "-AB1", "AB1-", "IN<1>", "A".repeat(41)]) {
      expect(
        Schema.safeParse({ registrationAgency: "UG-NGB", registrationNumber: number }).success,
        number,
      ).toBe(false);
    }
    expect(Schema.safeParse({ registrationAgency: "UG-NGB" }).success).toBe(false);
    expect(Schema.safeParse({ registrationNumber: "INDR1NB" }).success).toBe(false);
    expect(Schema.safeParse({ registrationAgency: "XX-NOPE", registrationNumber: "INDR1NB" }).success).toBe(
      false,
    );
    expect(registrationAgencyName("UG-RSB")).toBe("URSB");
  });

  it("publishes on the IATI Registry only with a registration, the organisation identifier", () => {
    const WithChoice = z
      .object({ ...RegistrationFields, ...IatiSelfPublishedField })
      .superRefine(checkRegistrationPair);
    expect(
      WithChoice.parse({
        registrationAgency: "UG-NGB",
        registrationNumber: "INDR1NB",
        iatiSelfPublished: true,
      }),
    ).toMatchObject({ iatiSelfPublished: true });
    expect(WithChoice.parse({})).toMatchObject({ iatiSelfPublished: false });
    const refused = WithChoice.safeParse({ iatiSelfPublished: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["iatiSelfPublished", REGISTRATION_NUMBER_MESSAGES.selfPublishedNeedsRegistration],
    ]);
  });
});
