// The region dialog's choice and its Confirm (spec, section 4, "Region change"): only the dialog uses them
// (regionPickerOf), so their code loads with it, not with every page's first load. The region itself, its list
// and whether the dialog is open are the root's RegionStore.
import type { ApiClient, RegionDto } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { DRAFT_ENTRY } from '../new-order/order-draft';
import type { RootStore } from '../root/root-store';
import { storeOf } from '../root/store-of';
import { effectiveRegionId, toRegion, type Region } from './region';

export type ConfirmResult = 'closed' | 'saved' | 'reloaded' | 'failed';

/** What depends on a signed-in shopper's region. */
type RegionBound = Pick<
  RootStore,
  'forgetStored' | 'afterRegionSaved' | 'favorites' | 'currentPath' | 'navigate'
>;

/**
 * A signed-in user saved another region: what depends on it is reset and loaded again, from home. Here, not on
 * the root store: only the region dialog runs it, and its code loads with the dialog's.
 */
export async function resetForSavedRegion(root: RegionBound): Promise<void> {
  // The checkout's draft (its pharmacy, its address) was the old region's: it goes, stored or held.
  await root.forgetStored(DRAFT_ENTRY);
  const reloads = [...root.afterRegionSaved].map((forget) => forget());
  root.favorites.reset();
  await Promise.all(reloads);
  if (root.currentPath() !== '/') root.navigate('/');
}

/** What the picker asks of the rest of the app (the root store gives it). */
type PickerContext = RegionBound & Pick<RootStore, 'region' | 'auth' | 'locale' | 'reload'>;

export class RegionPicker {
  draftRegionId: number | null = null;
  draftDistrictId: number | null = null;

  constructor(
    private readonly root: PickerContext,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<RegionPicker, 'root' | 'api'>(this, { root: false, api: false });
  }

  /** The dialog opens: the choice starts from the current region (RegionStore.openDialog asked for the list). */
  start(): void {
    const { current } = this.root.region;
    this.draftRegionId = current.id;
    this.draftDistrictId = current.district?.id ?? null;
  }

  get draftRegion(): RegionDto | undefined {
    return this.root.region.regions.find((region) => region.id === this.draftRegionId);
  }

  /** Districts of the chosen region: the second dropdown shows only when there are some. */
  get draftDistricts() {
    return this.draftRegion?.childs ?? [];
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
    return toRegion(region, district, this.root.locale.code);
  }

  /**
   * Confirm Region: unchanged → just close; a guest → keep it locally and reload the page; a logged-in user →
   * save it on the server, then reset and reload what depends on the region and go home.
   */
  async confirm(): Promise<ConfirmResult> {
    const { region } = this.root;
    const draft = this.draft;
    if (!draft || effectiveRegionId(draft) === region.effectiveId) {
      region.closeDialog();
      return 'closed';
    }
    if (!this.root.auth.token) {
      runInAction(() => (region.current = draft));
      this.root.reload();
      return 'reloaded';
    }
    const answer = await this.api.saveRegion(effectiveRegionId(draft));
    if (!answer.ok || answer.data.status < 1) return 'failed';
    runInAction(() => {
      region.current = draft;
      region.dialogOpen = false;
    });
    await resetForSavedRegion(this.root);
    return 'saved';
  }
}

/** The root's region dialog's choice, made when the dialog first opens. */
export const regionPickerOf = storeOf((root, api?: ApiClient) => new RegionPicker(root, api ?? root.api));
