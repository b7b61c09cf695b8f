import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "My Projects | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="My Projects" />;
}
