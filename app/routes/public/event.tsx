import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Event | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Event" />;
}
