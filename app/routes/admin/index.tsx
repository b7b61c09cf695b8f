import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Admin Dashboard | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Admin Dashboard" />;
}
