import { DEFAULT_LOCALE, LOCALE_ISO, type Locale } from '@gopharm/util';
import { makeAutoObservable } from 'mobx';

export class LocaleStore {
  code: Locale;

  constructor(initial: Locale = DEFAULT_LOCALE) {
    this.code = initial;
    makeAutoObservable(this);
  }

  get iso(): string {
    return LOCALE_ISO[this.code];
  }

  set(code: Locale): void {
    this.code = code;
  }
}
