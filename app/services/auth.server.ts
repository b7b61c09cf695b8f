import type { HeaderUser } from "~/components/layout/header";

/** The signed-in user as the header shows it. Accounts arrive with the accounts issue. */
export async function getHeaderUser(_request: Request): Promise<HeaderUser> {
  return null;
}
