import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Register | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Register" />;
}
