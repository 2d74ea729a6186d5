import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Slider } from "#shared/contracts/events.ts";
import { switchLocalePath } from "#shared/routing/route-table.ts";
import { useT } from "../lib/i18n.tsx";
import { ExternalLink } from "../shell/external-link.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "./event-icons.tsx";

/** Banners are drawn at 1600 x 600 (8:3). */
const BANNER_SIZE = { width: 1600, height: 600 } as const;

function SlideImage({ slider, first }: { slider: Slider; first: boolean }) {
  return (
    <img
      src={slider.image_url}
      alt={slider.title}
      width={BANNER_SIZE.width}
      height={BANNER_SIZE.height}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding="async"
      className="aspect-[8/3] w-full rounded-2xl bg-slate-200 object-cover"
    />
  );
}

function SlideLink({ slider, first }: { slider: Slider; first: boolean }) {
  const { locale } = useT();
  const image = <SlideImage slider={slider} first={first} />;
  const link = slider.link_url;
  if (!link) return image;
  const className = "block rounded-2xl focus-visible:outline-offset-4";
  if (/^https?:\/\//.test(link))
    return (
      <ExternalLink href={link} className={className}>
        {image}
      </ExternalLink>
    );
  return (
    <Link to={switchLocalePath(link, "", "", locale)} className={className}>
      {image}
    </Link>
  );
}

/**
 * The landing banners as a scroll-snap row (swipe on phones, buttons everywhere). It never advances on
 * its own, so there is nothing to pause (WCAG 2.2.2); the buttons and dots move one slide at a time.
 */
export function SliderCarousel({ sliders }: { sliders: readonly Slider[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  if (sliders.length === 0) return null;

  const slideElements = () =>
    [...(track.current?.children ?? [])].filter((child) => child instanceof HTMLElement);
  const goTo = (index: number) => {
    const element = track.current;
    const target = slideElements()[Math.max(0, Math.min(index, sliders.length - 1))];
    if (!element || !target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target.offsetLeft - element.offsetLeft, behavior: reduce ? "auto" : "smooth" });
  };
  const onScroll = () => {
    const element = track.current;
    if (!element) return;
    const slides = slideElements();
    let nearest = 0;
    slides.forEach((slide, index) => {
      const best = slides[nearest];
      const offset = slide.offsetLeft - element.offsetLeft - element.scrollLeft;
      if (best && Math.abs(offset) < Math.abs(best.offsetLeft - element.offsetLeft - element.scrollLeft))
        nearest = index;
    });
    setCurrent(nearest);
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 2);
  };

  const arrow =
    "grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-40";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("landingContent.slidersLabel")}
      className="mx-auto max-w-7xl px-4 pt-8 desktop:px-6"
      data-testid="sliders"
    >
      <ul
        ref={track}
        id="landing-slides"
        onScroll={onScroll}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] motion-reduce:scroll-auto"
      >
        {sliders.map((slider, index) => (
          <li
            key={slider.id}
            aria-roledescription="slide"
            aria-label={t("landingContent.slideLabel", { index: index + 1, total: sliders.length })}
            className="w-[88%] shrink-0 snap-start desktop:w-[calc(50%-0.5rem)]"
          >
            <SlideLink slider={slider} first={index === 0} />
          </li>
        ))}
      </ul>
      {sliders.length > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-4">
          <div className="flex flex-wrap gap-1">
            {sliders.map((slider, index) => (
              <button
                key={slider.id}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t("landingContent.goToSlide", { index: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                aria-controls="landing-slides"
                className="grid size-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${index === current ? "w-5 bg-brand-600" : "w-2 bg-slate-300"}`}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              disabled={current === 0}
              aria-label={t("landingContent.previousSlide")}
              aria-controls="landing-slides"
              className={arrow}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => goTo(current + 1)}
              disabled={atEnd || current >= sliders.length - 1}
              aria-label={t("landingContent.nextSlide")}
              aria-controls="landing-slides"
              className={arrow}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
