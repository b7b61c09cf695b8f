import Autoplay from "embla-carousel-autoplay";
import { useState } from "react";
import CarouselEngine, { type EmblaApi, type EmblaOptions } from "~/components/ui/carousel-engine";

/** Spec §9: the home page's events carousel autoplays every 4000 ms and loops. */
export const EVENTS_AUTOPLAY_DELAY = 4000;

const OPTIONS: EmblaOptions = {
  loop: true,
  align: "start",
  // A carousel on small screens only: from the medium breakpoint on, the events sit in a grid.
  breakpoints: { "(min-width: 768px)": { active: false } },
};

/**
 * The shared carousel engine with autoplay, for the events row that the server rendered. Loaded on demand
 * (React.lazy) after hydration, on small screens, and only when the visitor has not asked for reduced motion.
 */
export default function EventsCarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: EmblaApi | null) => void;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: EVENTS_AUTOPLAY_DELAY,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  return <CarouselEngine viewport={viewport} options={OPTIONS} plugins={plugins} onApi={onApi} />;
}
