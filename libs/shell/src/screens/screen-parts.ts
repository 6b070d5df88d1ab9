import type { ComponentType, ReactNode } from 'react';

/** An app's frame around a page of the profile area: the desktop side menu, or the phone's title and stack. */
export type ProfileFrameComponent = ComponentType<{ title: string; children: ReactNode }>;

/** An app's not-found screen (mobile has its own variant with popular categories). */
export type NotFoundComponent = ComponentType<{ product?: boolean }>;
