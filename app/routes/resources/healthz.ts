import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/** For load balancers: 200 when the database answers. */
export async function loader() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false }, { status: 503 });
  }
}
