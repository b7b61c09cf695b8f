import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Admin Settings | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Admin Settings" />;
}
