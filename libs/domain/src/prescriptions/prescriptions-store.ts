import {
  createPrescriptionsApi,
  failed,
  succeeded,
  type Result,
  type PrescriptionDto,
  type PrescriptionsApi,
  type PrescriptionSaveDto,
} from '@gopharm/api-client';
import {
  isEPrescriptionNumber,
  normalizePrescriptionNumber,
  PRESCRIPTION_FILE_MAX_BYTES,
} from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  knowRefusals,
  REFUSED_IN_GENERAL,
  refused,
  type PrescriptionRefusalCode,
  type Refusal,
} from '../errors/refusal';
import { loadInto, type LoadState } from '../loading/load-state';
import { privateStoreOf } from '../root/store-of';

/** The API's refusals about prescriptions (apps/api/README.md), by code: their dictionary keys. */
export const PRESCRIPTION_REFUSAL_KEYS: Readonly<
  Record<PrescriptionRefusalCode, string | { key: string; values: readonly string[] }>
> = {
  prescription_number: 'refusal.prescriptionNumber',
  prescription_type: 'refusal.prescriptionType',
  prescription_heic: 'refusal.prescriptionHeic',
  prescription_pages: { key: 'refusal.prescriptionPages', values: ['count'] },
  prescription_too_large: 'refusal.prescriptionTooLarge',
  prescription_unreadable: 'refusal.prescriptionUnreadable',
  prescription_not_found: 'refusal.prescriptionNotFound',
  prescription_needed: 'refusal.prescriptionNeeded',
};

/**
 * The shopper's prescriptions (e-prescription numbers, photos and scans of paper ones): private data, cleared on
 * logout. A number is checked here as the API checks it, and a file too large is refused before it is sent over
 * a slow network; whether a file is a picture at all only the API can tell, from its bytes. Made by the screens
 * that show prescriptions (`prescriptionsOf`), so its code is not on the first load.
 */
export class PrescriptionsStore {
  list: PrescriptionDto[] = [];
  state: LoadState = 'idle';

  constructor(private readonly api: PrescriptionsApi) {
    makeAutoObservable<PrescriptionsStore, 'api'>(this, { api: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getPrescriptions(),
      (list) => (this.list = list),
    );
  }

  find(id: number | null): PrescriptionDto | undefined {
    return id === null ? undefined : this.list.find((prescription) => prescription.id === id);
  }

  /** Keeps an e-prescription's number: the kept one, or why not, as the shopper is told it. */
  async addNumber(typed: string): Promise<Result<PrescriptionDto, Refusal>> {
    const number = normalizePrescriptionNumber(typed);
    if (!isEPrescriptionNumber(number)) return failed({ key: 'refusal.prescriptionNumber' });
    return this.kept(await this.api.addPrescriptionNumber(number));
  }

  /** Keeps a photo or scan: the kept one, or why not, as the shopper is told it. */
  async upload(file: Blob): Promise<Result<PrescriptionDto, Refusal>> {
    if (file.size === 0) return failed({ key: 'refusal.prescriptionType' });
    if (file.size > PRESCRIPTION_FILE_MAX_BYTES) return failed({ key: 'refusal.prescriptionTooLarge' });
    return this.kept(await this.api.uploadPrescription(file));
  }

  /** The photo or scan, to show its owner. */
  file(id: number): Promise<Result<Blob>> {
    return this.api.getPrescriptionFile(id);
  }

  async remove(id: number): Promise<Result<void, Refusal>> {
    const answer = await this.api.deletePrescription(id);
    if (!answer.ok) return refused(answer.error);
    if (answer.data.status < 1) return failed(REFUSED_IN_GENERAL);
    runInAction(() => (this.list = this.list.filter((prescription) => prescription.id !== id)));
    return succeeded(undefined);
  }

  reset(): void {
    this.list = [];
    this.state = 'idle';
  }

  private kept(answer: Result<PrescriptionSaveDto>): Result<PrescriptionDto, Refusal> {
    if (!answer.ok) return refused(answer.error);
    const { prescription } = answer.data;
    if (!prescription) return failed(REFUSED_IN_GENERAL);
    // A number kept already comes back as the same prescription: listed once, first.
    runInAction(() => (this.list = [prescription, ...this.list.filter(({ id }) => id !== prescription.id)]));
    return succeeded(prescription);
  }
}

/**
 * The root's prescriptions store (with the root's API client unless `api` is given: tests); the API's prescription
 * refusals are told in the dictionaries from then on.
 */
export const prescriptionsOf = privateStoreOf((root, api?: PrescriptionsApi) => {
  knowRefusals(PRESCRIPTION_REFUSAL_KEYS);
  return new PrescriptionsStore(api ?? createPrescriptionsApi(root.api.http));
});
