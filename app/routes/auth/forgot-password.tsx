import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Forgot Password | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Forgot Password" />;
}
