import { CalendarDays, Video } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * Where an event page has no picture (or it fails): a calm panel in the picture's place with the kind of event
 * drawn large, a camera for online and a calendar for in-person. Initials say nothing about an event, and a
 * small tile of them read as a broken logo (issue 20, item 7). Decorative: the title and the details say it all.
 * Lower than a picture on phones, so the date, time and place stay on the first screen.
 */
export function EventImagePlaceholder({ online, className }: { online: boolean; className?: string }) {
  const Icon = online ? Video : CalendarDays;
  return (
    <div
      aria-hidden
      data-testid="event-image-placeholder"
      className={cn(
        "flex aspect-[3/1] w-full select-none items-center justify-center rounded-xl border border-default",
        "bg-brand-50 sm:aspect-[21/9] lg:aspect-[2/1] dark:bg-brand-900",
        className,
      )}
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand-700 text-white shadow-sm sm:size-20 dark:bg-brand-200 dark:text-brand-900">
        <Icon className="size-8 sm:size-10" />
      </span>
    </div>
  );
}
