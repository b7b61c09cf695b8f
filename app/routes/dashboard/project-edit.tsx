import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Edit Project | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Edit Project" />;
}
