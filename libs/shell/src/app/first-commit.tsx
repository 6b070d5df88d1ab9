import { createContext, useContext, useEffect } from 'react';

/** Told once the screen's part of the page is on screen (hydrated, or rendered). */
export const FirstCommitContext = createContext<(() => void) | null>(null);

/**
 * Sits beside the screen inside the route's Suspense boundary. React hydrates a Suspense boundary after the
 * rest of the page, so an effect here runs only once the screen itself is hydrated: the moment state read from
 * storage may change what it shows without a hydration mismatch.
 */
export function ReportFirstCommit() {
  const report = useContext(FirstCommitContext);
  useEffect(() => report?.(), [report]);
  return null;
}
