import { beforeAll, expect, it } from "vitest";
import { listReferenceUses } from "~/db/queries/billing.server";
import { loader as paymentsLoader } from "~/routes/admin/payments";
import { loader as subscriptionsLoader } from "~/routes/admin/subscriptions";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest } from "./auth-helpers";

useTempDataDir();

let admin: TestOrganizationUser;
let first: TestOrganizationUser;
let second: TestOrganizationUser;
let loyal: TestOrganizationUser;

type FlaggedItem = { organizationName: string; referenceAlsoUsedBy: string[]; isActive?: boolean };

async function itemsOf(loader: typeof paymentsLoader | typeof subscriptionsLoader, path: string) {
  const result = await call(loader, getRequest(path, admin.cookie));
  return (result.data as { list: { items: FlaggedItem[] } }).list.items;
}

describeEachDatabase("a reference used by another organization is flagged on the review rows", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "REVIEW ADMIN", admin: true });
    first = await createOrganizationUser({ organizationName: "FIRST PAYER" });
    second = await createOrganizationUser({ organizationName: "SECOND CLAIMANT" });
    loyal = await createOrganizationUser({ organizationName: "RENEWING ORG" });
    // FIRST PAYER's approved subscription of last year, paid with MP-SHARED-1.
    await activateSubscription(first.organizationId, isoDay(200), {
      reference: "MP-SHARED-1",
      withRequest: true,
    });
    // SECOND CLAIMANT claims the same transfer, typed in lower case with spaces around it.
    expect(
      await submitPaymentRequest({ user: { id: second.userId }, referenceCode: "  mp-shared-1 " }),
    ).toMatchObject({ ok: true });
    // RENEWING ORG reuses its own reference: that is no one else's.
    await activateSubscription(loyal.organizationId, isoDay(10), {
      reference: "MP-OWN-7",
      withRequest: true,
    });
    expect(
      await submitPaymentRequest({ user: { id: loyal.userId }, referenceCode: "MP-OWN-7" }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("finds every organization that used the references, in any case and spacing, in one call", async () => {
    const uses = await listReferenceUses(["mp-shared-1", " MP-OWN-7", "MP-NOBODY"]);
    expect(uses.map((use) => [use.referenceKey, use.organizationName])).toEqual([
      ["mp-own-7", "RENEWING ORG"],
      ["mp-shared-1", "FIRST PAYER"],
      ["mp-shared-1", "SECOND CLAIMANT"],
    ]);
    expect(await listReferenceUses([])).toEqual([]);
    expect(await listReferenceUses(["   "])).toEqual([]);
  });

  it("flags the pending payment request whose reference another organization used, not a reused own one", async () => {
    const items = await itemsOf(paymentsLoader, "/admin/payments");
    const byName = Object.fromEntries(items.map((item) => [item.organizationName, item.referenceAlsoUsedBy]));
    expect(byName["SECOND CLAIMANT"]).toEqual(["FIRST PAYER"]);
    expect(byName["RENEWING ORG"]).toEqual([]);
  });

  it("flags both sides on the subscriptions list", async () => {
    const items = await itemsOf(subscriptionsLoader, "/admin/subscriptions");
    const flags = items.map((item) => [item.organizationName, item.isActive, item.referenceAlsoUsedBy]);
    expect(flags).toEqual(
      expect.arrayContaining([
        ["SECOND CLAIMANT", false, ["FIRST PAYER"]],
        ["FIRST PAYER", true, ["SECOND CLAIMANT"]],
        ["RENEWING ORG", false, []],
        ["RENEWING ORG", true, []],
      ]),
    );
  });
});
