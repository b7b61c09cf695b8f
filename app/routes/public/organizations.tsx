import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Organizations | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Organizations" />;
}
