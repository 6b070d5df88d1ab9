import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

type Restorer = ComponentType<{ firstKey: string }>;

/**
 * Where each page opens (./scroll-restorer.tsx: at its top, or where the shopper left it on Back and Forward). No
 * first screen needs it, so its code is fetched once the app has started rather than with the first load; a
 * navigation before it arrives is handled when it does, and one that fails to arrive is tried again on the next.
 */
export function ScrollMemory() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [restorer, setRestorer] = useState<{ Restorer: Restorer } | null>(null);
  useEffect(() => {
    if (restorer) return;
    import('./scroll-restorer').then(
      ({ ScrollRestorer }) => setRestorer({ Restorer: ScrollRestorer }),
      () => undefined,
    );
  }, [restorer, key]);
  return restorer && <restorer.Restorer firstKey={firstKey} />;
}
