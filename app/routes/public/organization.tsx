import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Organization | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Organization" />;
}
