/** The storefront's own picture for a drug without one. */
export const DEFAULT_DRUG_IMAGE = '/images/no-drug-image.svg';

/**
 * Whether a picture address is the server's default image (contract: "the server's default-image address when
 * there is no picture"). The contract does not fix the address, so any file named default…, no-image… or
 * placeholder… counts, and so does an empty one.
 */
export function isServerDefaultImage(url: string | null | undefined): boolean {
  if (!url) return true;
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return /^(default|no[-_]?image|placeholder)/i.test(file);
}

/** The thumbnail to show: the drug's own, or our default picture when the server sent its default. */
export function drugThumbnail(
  drug: { image_thumbnail?: string | null },
  fallback = DEFAULT_DRUG_IMAGE,
): string {
  return isServerDefaultImage(drug.image_thumbnail) ? fallback : (drug.image_thumbnail as string);
}
