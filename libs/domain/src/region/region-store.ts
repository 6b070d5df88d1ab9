import type { ApiClient, RegionDto } from '@gopharm/api-client';
import { cutRegionName } from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReadsAuth } from '../auth/auth-store';
import type { LocaleStore } from '../locale/locale-store';
import type { NavigateOptions } from '../ports/ports';
import { defaultRegion, effectiveRegionId, isDefaultRegion, toRegion, type Region } from './region';

/** What the region asks of the rest of the app: who is signed in and the language. */
export interface RegionContext extends ReadsAuth {
  readonly locale: Pick<LocaleStore, 'code'>;
  navigate(path: string, options?: NavigateOptions): void;
}

/**
 * The shopper's region, the list to choose from and whether the region dialog is open (spec, section 4, "Region
 * change"); the dialog's choice and its Confirm are region-picker.ts, loaded with the dialog (regionPickerOf).
 */
export class RegionStore {
  /** The saved default region (persisted). */
  current: Region;
  regions: RegionDto[] = [];
  dialogOpen = false;

  constructor(
    private readonly root: RegionContext,
    private readonly api: ApiClient,
  ) {
    this.current = defaultRegion(root.locale.code);
    makeAutoObservable<RegionStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  get effectiveId(): number {
    return effectiveRegionId(this.current);
  }

  /**
   * The chosen district's or region's name in the page's language. A region kept from a visit in the other
   * language shows its name from the region list (loaded in this language by `followLanguage`); Tashkent's is
   * known without a call.
   */
  get displayName(): string {
    const { current } = this;
    const code = this.root.locale.code;
    if (current.lan === code || (!current.lan && !isDefaultRegion(current))) {
      return current.district?.name ?? current.name;
    }
    if (isDefaultRegion(current)) return defaultRegion(code).name;
    const region = this.regions.find((candidate) => candidate.id === current.id);
    const district = current.district && region?.childs.find((child) => child.id === current.district?.id);
    return district?.name ?? region?.name ?? current.district?.name ?? current.name;
  }

  /** The header's label: the district's or region's name cut at 13 characters. */
  get shortName(): string {
    return cutRegionName(this.displayName);
  }

  /**
   * Renames the kept region in the page's language (after a language switch, or a visit in the other language
   * stored it): Tashkent at once, another region from v1/regions in this language.
   */
  async followLanguage(): Promise<void> {
    const code = this.root.locale.code;
    if (this.current.lan === code) return;
    if (isDefaultRegion(this.current)) {
      this.current = defaultRegion(code);
      return;
    }
    const answer = await this.api.getRegions();
    if (!answer.ok || this.root.locale.code !== code) return;
    const regions = answer.data;
    runInAction(() => {
      this.regions = regions;
      const region = regions.find((candidate) => candidate.id === this.current.id);
      if (!region) return;
      const district = region.childs.find((child) => child.id === this.current.district?.id) ?? null;
      this.current = toRegion(region, district, code);
    });
  }

  async loadRegions(): Promise<void> {
    const regions = await this.api.getRegions();
    if (regions.ok) runInAction(() => (this.regions = regions.data));
  }

  /** The region list is in one language: a language switch drops it, to be loaded again when needed. */
  forgetRegions(): void {
    this.regions = [];
  }

  /** Re-initialises the default region: the user's saved one (in the current language), else the stored one. */
  async initDefault(): Promise<void> {
    if (!this.root.auth.token) {
      // The stored region keeps its id; its name follows the language.
      await this.followLanguage();
      return;
    }
    const code = this.root.locale.code;
    const answer = await this.api.getSavedRegion();
    const saved = answer.ok ? answer.data : null;
    if (!saved) return;
    runInAction(() => (this.current = toRegion(saved.region, saved.district, code)));
  }

  /**
   * Only a registered user (complete profile) may open the picker; anyone else goes to /auth, which says why and
   * opens the picker once they are in. The list is asked for at once, while the dialog's code arrives.
   */
  openDialog(): void {
    if (!this.root.auth.isSignedIn) {
      this.root.navigate('/auth', { state: { signInFor: 'region' } });
      return;
    }
    this.dialogOpen = true;
    if (this.regions.length === 0) void this.loadRegions();
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }
}
