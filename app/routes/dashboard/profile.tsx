import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Edit Profile | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Edit Profile" />;
}
