import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Approved Organizations | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Approved Organizations" />;
}
