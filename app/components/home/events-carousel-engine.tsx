import Autoplay from "embla-carousel-autoplay";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { buttonClass } from "~/components/ui/button";
import CarouselEngine, { type EmblaApi, type EmblaOptions } from "~/components/ui/carousel-engine";
import { icon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** Spec §9: the home page's events carousel autoplays every 4000 ms and loops. */
export const EVENTS_AUTOPLAY_DELAY = 4000;

const OPTIONS: EmblaOptions = {
  loop: true,
  align: "start",
  // A carousel on small screens only: from the medium breakpoint on, the events sit in a grid.
  breakpoints: { "(min-width: 768px)": { active: false } },
};

// Icons only this carousel shows (see components/ui/icons.tsx).
const Pause = icon("pause");
const Play = icon("play");

type AutoplayApi = { play: () => void; stop: () => void; isPlaying: () => boolean };

/**
 * The shared carousel engine with autoplay, for the events row that the server rendered, and the button that
 * pauses and plays it (put into `controls`, the section's header). Loaded on demand (React.lazy) after
 * hydration, on small screens, and only when the visitor has not asked for reduced motion: the first load
 * carries none of it.
 */
export default function EventsCarouselEngine({
  viewport,
  controls,
  onApi,
}: {
  viewport: HTMLElement;
  controls: HTMLElement | null;
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
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    onApi(api);
    return () => onApi(null);
  }, [api, onApi]);

  // Embla has no plugins while it is switched off (from 768px the row is a grid): plugins() is then undefined.
  const autoplay = api?.plugins()?.autoplay as AutoplayApi | undefined;
  useEffect(() => {
    if (!api) return;
    // Embla emits these before it updates isPlaying(), so the event itself says which way it went.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    setPlaying(Boolean((api.plugins()?.autoplay as AutoplayApi | undefined)?.isPlaying()));
    return () => {
      api.off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [api]);

  return (
    <>
      <CarouselEngine viewport={viewport} options={OPTIONS} plugins={plugins} onApi={setApi} />
      {autoplay && controls
        ? createPortal(
            <button
              type="button"
              className={cn(buttonClass("outline", "icon"), "md:hidden")}
              aria-controls={viewport.id}
              aria-label={playing ? "Pause the events carousel" : "Play the events carousel"}
              onClick={() => (playing ? autoplay.stop() : autoplay.play())}
            >
              {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
            </button>,
            controls,
          )
        : null}
    </>
  );
}
