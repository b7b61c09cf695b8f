import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Login | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Login" />;
}
