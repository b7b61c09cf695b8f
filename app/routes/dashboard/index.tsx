import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Dashboard | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Dashboard" />;
}
