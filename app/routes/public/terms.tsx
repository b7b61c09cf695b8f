import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Terms | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Terms" />;
}
