import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Home | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Home" />;
}
