import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Find Projects | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Find Projects" />;
}
