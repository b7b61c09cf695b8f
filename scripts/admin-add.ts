/**
 * Grants administrator rights to an existing account:  npm run admin:add -- someone@example.org
 * The operator vouches for the address: the account counts as verified from then on (issue 18).
 * Opens the database the way the server does (DATABASE_URL, else the embedded one in DATA_DIR). With the
 * embedded database the server must be stopped first (one process per data folder).
 */
import { z } from "zod";
import { openDatabase, setCurrentDatabase } from "~/db/client.server";
import { addAdminUser } from "~/db/queries/admins.server";
import { findUserByEmail, markEmailVerified } from "~/db/queries/users.server";
import { getEnv } from "~/services/env.server";
import { showVerifiedOrganization } from "~/services/organizations/show-verified-organization.server";

export async function addAdmin(rawEmail: string | undefined): Promise<{ code: number; message: string }> {
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  if (!email.success) {
    return { code: 2, message: "Email is required: npm run admin:add -- someone@example.org" };
  }
  const user = await findUserByEmail(email.data);
  if (!user) {
    return {
      code: 1,
      message: `No account uses ${email.data}. The person must register first; then run this again.`,
    };
  }
  if (!user.emailVerified) {
    await markEmailVerified(user.id);
    // Verified now: its organization is shown under its name, if the name is still free.
    await showVerifiedOrganization(user.id);
  }
  const added = await addAdminUser(user);
  return added
    ? { code: 0, message: `${email.data} is now an administrator.` }
    : { code: 0, message: `${email.data} is already an administrator.` };
}

async function main() {
  const env = getEnv();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  setCurrentDatabase(handle);
  try {
    const result = await addAdmin(process.argv[2]);
    (result.code === 0 ? console.log : console.error)(result.message);
    process.exitCode = result.code;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
