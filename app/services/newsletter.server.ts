import { getDb } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/** Adds the address once; returns false when it was already subscribed (the unique index decides). */
export async function subscribeToNewsletter(email: string): Promise<boolean> {
  const inserted = await getDb()
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
