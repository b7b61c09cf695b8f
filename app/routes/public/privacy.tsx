import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Privacy | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Privacy" />;
}
