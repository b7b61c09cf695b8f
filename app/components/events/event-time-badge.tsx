import { Badge } from "~/components/ui/badge";
import { EVENT_BADGE_LABELS, type EventTimeBadge as Timing } from "~/domain/event-badge";

const TONES = { past: "grey", today: "amber", upcoming: "blue" } as const;

/** Past, Today or Upcoming, computed on the server at request time (Kampala's day). */
export function EventTimeBadge({ timing, className }: { timing: Timing; className?: string }) {
  return (
    <Badge tone={TONES[timing]} className={className}>
      {EVENT_BADGE_LABELS[timing]}
    </Badge>
  );
}
