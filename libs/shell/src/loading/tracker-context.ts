import { createContext } from 'react';

/** Counts a route's data load while it is in flight. */
export interface TracksLoads {
  track<T>(promise: Promise<T>): Promise<T>;
}

/**
 * The top loading bar's tracker (./loading-tracker.tsx), where a layout shows one (desktop's); elsewhere none, and
 * the tracker's code is not loaded.
 */
export const TrackerContext = createContext<TracksLoads | null>(null);
