import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './gallery.module.css';

export interface GalleryLabels {
  /** The gallery's name: "Фотографии товара". */
  region: string;
  previous: string;
  next: string;
  /** "Фото 2 из 3": the thumbnails' names and what a screen reader hears on a change. */
  picture: (position: number, total: number) => string;
}

export interface GalleryProps {
  images: string[];
  /** What the pictures show (the product's name). */
  alt: string;
  labels: GalleryLabels;
  width: number;
  height: number;
}

/** A finger must travel this far sideways before a swipe turns the picture. */
const SWIPE_PX = 40;

/**
 * The product's pictures: one large with, when there are several, previous/next buttons, thumbnails, the arrow
 * keys (Home, End) and a sideways swipe. A single picture is just an image, with nothing to operate.
 */
export function Gallery({ images, alt, labels, width, height }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = images.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const main = (
    <img
      className={styles.image}
      src={images[current]}
      alt={total > 1 ? `${alt}. ${labels.picture(current + 1, total)}` : alt}
      width={width}
      height={height}
      // The first picture is the product page's largest paint: fetched ahead of other images.
      fetchPriority={current === 0 ? 'high' : undefined}
      draggable={false}
    />
  );
  if (total === 1) {
    return (
      <figure className={styles.gallery} aria-label={labels.region}>
        {main}
      </figure>
    );
  }

  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? current + 1 : current - 1);
  };

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={labels.region}>
      {/* The picture itself takes the arrow keys and swipes; the buttons do the same by pointer. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a carousel's slide group */}
      <div
        className={styles.stage}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the arrow keys reach it
        tabIndex={0}
        role="group"
        aria-label={labels.picture(current + 1, total)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {main}
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={labels.previous}
          onClick={() => go(current - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={labels.next}
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <p className="gp-visually-hidden" aria-live="polite">
        {labels.picture(current + 1, total)}
      </p>
      <ul className={styles.thumbs}>
        {images.map((src, position) => (
          <li key={`${src}-${position}`}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={labels.picture(position + 1, total)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => go(position)}
            >
              <img src={src} alt="" width={56} height={56} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
