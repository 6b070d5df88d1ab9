import { useEffect, useState } from 'react';

/** The header turns sticky past 123 px on screens narrower than 992 px, 60 px on wider ones (spec, section 2). */
export function stickyThreshold(width: number): number {
  return width < 992 ? 123 : 60;
}

export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > stickyThreshold(window.innerWidth));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return sticky;
}
