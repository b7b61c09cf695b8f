import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Payment | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Payment" />;
}
