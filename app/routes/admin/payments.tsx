import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Payment Requests | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Payment Requests" />;
}
