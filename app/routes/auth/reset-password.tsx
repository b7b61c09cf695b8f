import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Reset Password | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Reset Password" />;
}
