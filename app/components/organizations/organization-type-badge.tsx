import { Badge } from "~/components/ui/badge";

/** An organization's type as a small label. */
export function OrganizationTypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge tone="green" className={className}>
      {type}
    </Badge>
  );
}
