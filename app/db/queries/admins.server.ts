import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminSettings } from "~/db/schema";

/** Whether the email is in admin_settings (stored lower-cased, so the lookup is exact). */
export async function isAdminEmailInSettings(email: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: adminSettings.id })
    .from(adminSettings)
    .where(eq(adminSettings.adminEmail, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Adds the email to admin_settings; false when it was there already. */
export async function addAdminEmail(email: string): Promise<boolean> {
  const inserted = await getDb()
    .insert(adminSettings)
    .values({ adminEmail: email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: adminSettings.id });
  return inserted.length > 0;
}
