import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Upcoming Events | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Upcoming Events" />;
}
