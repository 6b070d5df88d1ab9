import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber's rules for Uzbek numbers only (+998), copied from its metadata.min.json (a spec checks they
 * still match the installed version). The whole world's metadata would add about 30 kB gzip to every screen with
 * a phone field, for the one country we sell in.
 */
export const UZ_PHONE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { '998': ['UZ'] },
  countries: {
    UZ: [
      '998',
      '00',
      '(?:20|33|[5-9]\\d)\\d{7}',
      [9],
      [['(\\d{2})(\\d{3})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['[235-9]']]],
    ],
  },
} as unknown as MetadataJson;
