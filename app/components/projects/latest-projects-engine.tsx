import { useCallback, useEffect, useState } from "react";
import CarouselEngine, { type EmblaApi, type EmblaOptions } from "~/components/ui/carousel-engine";

const OPTIONS: EmblaOptions = { loop: true, align: "start" };

/**
 * Embla for the latest projects' row, loaded on demand (React.lazy) once the row is near the screen: it takes
 * the row over from native scrolling where the reader had left it, and says whether the arrows can move it.
 */
export default function LatestProjectsEngine({
  viewport,
  onApi,
  onCanScroll,
}: {
  viewport: HTMLElement;
  onApi: (api: EmblaApi | null) => void;
  onCanScroll: (canScroll: boolean) => void;
}) {
  const [api, setApi] = useState<EmblaApi | null>(null);

  // Embla moves the row with transforms: start it where the reader had scrolled the native row to.
  const takeOver = useCallback(
    (next: EmblaApi | null) => {
      if (next) {
        const slide = viewport.querySelector<HTMLElement>("[data-slide]");
        const index = slide?.offsetWidth ? Math.round(viewport.scrollLeft / slide.offsetWidth) : 0;
        viewport.scrollLeft = 0;
        next.scrollTo(index, true);
      }
      setApi(next);
    },
    [viewport],
  );
  useEffect(() => {
    onApi(api);
    return () => onApi(null);
  }, [api, onApi]);

  // Embla knows whether some card is out of view (it turns looping off when every card fits).
  useEffect(() => {
    if (!api) return;
    const update = () => onCanScroll(api.canScrollPrev() || api.canScrollNext());
    update();
    api.on("reInit", update).on("resize", update).on("select", update);
    return () => {
      api.off("reInit", update).off("resize", update).off("select", update);
    };
  }, [api, onCanScroll]);

  return <CarouselEngine viewport={viewport} options={OPTIONS} onApi={takeOver} />;
}
