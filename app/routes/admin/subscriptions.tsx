import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Subscriptions | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Subscriptions" />;
}
