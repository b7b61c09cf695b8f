import { NotBuiltYet } from "~/components/not-built";

export const meta = () => [{ title: "Contact | UgandaImpact" }];

export default function Page() {
  return <NotBuiltYet title="Contact" />;
}
