import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Events | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Events" />;
}
