import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Add Project | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Add Project" />;
}
