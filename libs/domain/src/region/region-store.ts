import type { ApiClient, RegionDto } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { hasFields, isRecord } from '../persistence/readers';
import type { RootStore } from '../root/root-store';
import { defaultRegion, effectiveRegionId, shortRegionName, toRegion, type Region } from './region';

export type ConfirmResult = 'closed' | 'saved' | 'reloaded' | 'failed';

export function readRegion(value: unknown): Region | undefined {
  if (!hasFields(value, { id: 'number', name: 'string' }) || !isRecord(value)) return undefined;
  const district = hasFields(value.district, { id: 'number', name: 'string' })
    ? (value.district as Region['district'])
    : null;
  const childs = Array.isArray(value.childs)
    ? value.childs.filter((c) => hasFields(c, { id: 'number', name: 'string' }))
    : [];
  return { id: value.id as number, name: value.name as string, childs, district };
}

/** The shopper's region, the list to choose from and the region dialog (spec, section 4, "Region change"). */
export class RegionStore {
  /** The saved default region (persisted). */
  current: Region;
  regions: RegionDto[] = [];
  dialogOpen = false;
  draftRegionId: number | null = null;
  draftDistrictId: number | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.current = defaultRegion(root.locale.code);
    makeAutoObservable<RegionStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  get effectiveId(): number {
    return effectiveRegionId(this.current);
  }

  /** The header's label: the district's or region's name cut at 13 characters. */
  get shortName(): string {
    return shortRegionName(this.current.district?.name ?? this.current.name);
  }

  get draftRegion(): RegionDto | undefined {
    return this.regions.find((region) => region.id === this.draftRegionId);
  }

  /** Districts of the chosen region: the second dropdown shows only when there are some. */
  get draftDistricts() {
    return this.draftRegion?.childs ?? [];
  }

  async loadRegions(): Promise<void> {
    const regions = await this.api.getRegions();
    if (regions !== false) runInAction(() => (this.regions = regions));
  }

  /** Re-initialises the default region: the user's saved one (in the current language), else the stored one. */
  async initDefault(): Promise<void> {
    if (!this.root.auth.token) {
      // The stored region keeps its id; only Tashkent's name follows the language.
      if (this.current.id === defaultRegion(this.root.locale.code).id && !this.current.district) {
        this.current = defaultRegion(this.root.locale.code);
      }
      return;
    }
    const saved = await this.api.getSavedRegion();
    if (!saved) return;
    runInAction(() => (this.current = toRegion(saved.region, saved.district)));
  }

  /** Only a registered user (complete profile) may open the picker; anyone else goes to /auth. */
  openDialog(): void {
    if (!this.root.auth.isSignedIn) {
      this.root.navigate('/auth');
      return;
    }
    this.draftRegionId = this.current.id;
    this.draftDistrictId = this.current.district?.id ?? null;
    this.dialogOpen = true;
    if (this.regions.length === 0) void this.loadRegions();
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }

  chooseRegion(id: number): void {
    this.draftRegionId = id;
    this.draftDistrictId = null;
  }

  chooseDistrict(id: number | null): void {
    this.draftDistrictId = id;
  }

  /** The chosen region as it would be saved, or null when nothing valid is chosen. */
  get draft(): Region | null {
    const region = this.draftRegion;
    if (!region) return null;
    const district = region.childs.find((child) => child.id === this.draftDistrictId) ?? null;
    return toRegion(region, district);
  }

  /**
   * Confirm Region: unchanged → just close; a guest → keep it locally and reload the page; a logged-in user →
   * save it on the server, then reset and reload what depends on the region and go home.
   */
  async confirm(): Promise<ConfirmResult> {
    const draft = this.draft;
    if (!draft || effectiveRegionId(draft) === this.effectiveId) {
      this.closeDialog();
      return 'closed';
    }
    if (!this.root.auth.token) {
      this.current = draft;
      this.root.reload();
      return 'reloaded';
    }
    const answer = await this.api.saveRegion(effectiveRegionId(draft));
    if (answer === false || answer.status < 1) return 'failed';
    runInAction(() => {
      this.current = draft;
      this.dialogOpen = false;
    });
    this.root.drugs.resetSelected();
    this.root.newOrder.resetDraft();
    this.root.favorites.reset();
    await Promise.all([this.root.drugs.loadHome(), this.root.sales.load()]);
    if (this.root.currentPath() !== '/') this.root.navigate('/');
    return 'saved';
  }
}
