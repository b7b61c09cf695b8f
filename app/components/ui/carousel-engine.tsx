import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type EmblaPlugins = NonNullable<Parameters<typeof useEmblaCarousel>[1]>;

/**
 * Embla, attached to a viewport that is already on the page. Loaded on demand (React.lazy) after hydration,
 * so the carousel's code never weighs on the first load; until then the row scrolls natively with snap points.
 */
export default function CarouselEngine({
  viewport,
  options,
  plugins,
  onApi,
}: {
  viewport: HTMLElement;
  options: EmblaOptions;
  /** Keep the array stable across renders (embla re-initialises when it changes). */
  plugins?: EmblaPlugins;
  onApi: (api: EmblaApi | null) => void;
}) {
  const [attach, api] = useEmblaCarousel(options, plugins);
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
