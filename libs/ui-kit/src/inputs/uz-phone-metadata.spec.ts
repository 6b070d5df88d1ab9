import metadata from 'libphonenumber-js/metadata.min.json';
import { UZ_PHONE_METADATA } from './uz-phone-metadata';

describe('UZ_PHONE_METADATA', () => {
  it("is the installed libphonenumber's own Uzbek entry", () => {
    expect(UZ_PHONE_METADATA).toEqual({
      version: metadata.version,
      country_calling_codes: { '998': metadata.country_calling_codes['998'] },
      countries: { UZ: metadata.countries.UZ },
    });
  });
});
