import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "My Account | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="My Account" />;
}
