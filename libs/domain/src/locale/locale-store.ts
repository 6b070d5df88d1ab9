import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, LOCALE_ISO, type Locale } from '@gopharm/util';
import { makeAutoObservable } from 'mobx';
import type { CookiePort } from '../ports/ports';

/** The current language. What a switch reloads is wired in the root store (it reacts to `code`). */
export class LocaleStore {
  code: Locale;

  constructor(
    initial: Locale = DEFAULT_LOCALE,
    private readonly cookies?: CookiePort,
  ) {
    this.code = initial;
    makeAutoObservable<LocaleStore, 'cookies'>(this, { cookies: false });
  }

  get iso(): string {
    return LOCALE_ISO[this.code];
  }

  /** Switches the language and remembers it in the cookie (365 days, path /, SameSite=Lax). */
  set(code: Locale): void {
    if (code === this.code) return;
    this.code = code;
    this.cookies?.set(LOCALE_COOKIE, code, LOCALE_COOKIE_OPTIONS);
  }
}
