import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Project | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Project" />;
}
