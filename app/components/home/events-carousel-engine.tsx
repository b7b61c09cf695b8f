import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";

/** Spec §9: the home page's events carousel autoplays every 4000 ms and loops. */
export const EVENTS_AUTOPLAY_DELAY = 4000;

const OPTIONS: EmblaOptionsType = {
  loop: true,
  align: "start",
  // A carousel on small screens only: from the medium breakpoint on, the events sit in a grid.
  breakpoints: { "(min-width: 768px)": { active: false } },
};

/**
 * Embla with autoplay, attached to the events row that the server rendered. Loaded on demand (React.lazy)
 * after hydration, on small screens, and only when the visitor has not asked for reduced motion.
 */
export default function EventsCarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: EmblaCarouselType | null) => void;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: EVENTS_AUTOPLAY_DELAY,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [attach, api] = useEmblaCarousel(OPTIONS, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
