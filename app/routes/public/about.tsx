import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "About | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="About" />;
}
