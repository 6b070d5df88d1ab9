import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './carousel.module.css';

export interface CarouselLabels {
  /** The carousel's name for screen readers: "Акции". */
  region: string;
  previous: string;
  next: string;
  /** A slide's name: "2 из 4" (given the slide's position and the count). */
  slide: (position: number, count: number) => string;
}

export interface CarouselProps {
  labels: CarouselLabels;
  /** One node per slide; each should reserve its own size (an image with width and height). */
  slides: ReactNode[];
}

/**
 * A row of slides the shopper moves by swiping (CSS scroll snap), by the previous/next buttons, by the dots or by
 * the arrow keys. It never moves by itself, so nothing slides away under a finger or a reading eye, and a slide
 * takes the size its content reserves, so nothing shifts when it appears. Without JavaScript it still scrolls.
 * A phone shows one slide with the next one peeking; from 992 px two side by side.
 */
export function Carousel({ labels, slides }: CarouselProps) {
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [atEnd, setAtEnd] = useState(slides.length <= 1);
  const count = slides.length;

  // Which slide is first in view, read from the scroll position (the browser's snapping decides where it stops).
  const measure = useCallback(() => {
    const element = track.current;
    if (!element || element.children.length === 0) return;
    const first = element.children[0] as HTMLElement;
    const step = (element.children[1] as HTMLElement | undefined)?.offsetLeft ?? element.scrollWidth;
    const width = step - first.offsetLeft || 1;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 2);
  }, [count]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const goTo = useCallback(
    (index: number) => {
      const element = track.current;
      const target = Math.min(count - 1, Math.max(0, index));
      const slide = element?.children[target] as HTMLElement | undefined;
      if (!element || !slide) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({
        left: slide.offsetLeft - element.offsetLeft,
        behavior: reduced ? 'auto' : 'smooth',
      });
      setCurrent(target);
    },
    [count],
  );

  // The arrow keys move it while focus is on a slide's link or a control (a listener on the region itself: it
  // only ever receives what bubbles up from those).
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      goTo(current + (event.key === 'ArrowRight' ? 1 : -1));
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [current, goTo]);

  if (count === 0) return null;
  return (
    <section
      ref={region}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
    >
      <ul ref={track} className={styles.track}>
        {slides.map((slide, index) => (
          <li
            // Slides are given in order and never reordered: the position is their identity.
            key={index}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={labels.slide(index + 1, count)}
          >
            {slide}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <span className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={labels.slide(index + 1, count)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </span>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            disabled={atEnd}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
