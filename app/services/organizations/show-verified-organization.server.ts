import {
  type ClaimOutcome,
  claimOrganizationName,
  isOrganizationNameTaken,
} from "~/db/queries/profiles.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";

/**
 * Shows a verified account's organization under its name if the name is still free (claimOrganizationName,
 * issue 33 item 1): when its verification link is opened, and when admin:add verifies it. "name-taken": another
 * organization was shown under the name first; this one stays hidden until it is renamed (its dashboard says so).
 */
export async function showVerifiedOrganization(userId: string): Promise<ClaimOutcome> {
  try {
    return await refusableTransaction((tx) => claimOrganizationName(userId, tx));
  } catch (error) {
    // Another claim of the name committed first.
    if (isOrganizationNameTaken(error)) return "name-taken";
    throw error;
  }
}
