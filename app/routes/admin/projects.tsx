import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Projects | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Projects" />;
}
