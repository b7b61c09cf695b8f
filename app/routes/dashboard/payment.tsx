import { NotBuiltYet } from "~/components/not-built";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/payment";

export const meta = () => [{ title: "Payment | UgandaImpact" }];

// The subscription payment belongs to a signed-in organization, like the rest of the Project Panel.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <NotBuiltYet title="Payment" />;
}
