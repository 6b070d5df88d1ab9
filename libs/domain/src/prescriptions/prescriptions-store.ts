import {
  createPrescriptionsApi,
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
import { knowRefusals, type PrescriptionRefusalCode, refusalOf, type Refusal } from '../errors/refusal';
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

/** Keeping a prescription: the kept one, or why it was not kept, as the shopper is told it. */
export type PrescriptionStep = { ok: true; prescription: PrescriptionDto } | { ok: false; refusal: Refusal };

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

  async addNumber(typed: string): Promise<PrescriptionStep> {
    const number = normalizePrescriptionNumber(typed);
    if (!isEPrescriptionNumber(number)) return { ok: false, refusal: { key: 'refusal.prescriptionNumber' } };
    return this.kept(await this.api.addPrescriptionNumber(number));
  }

  async upload(file: Blob): Promise<PrescriptionStep> {
    if (file.size === 0) return { ok: false, refusal: { key: 'refusal.prescriptionType' } };
    if (file.size > PRESCRIPTION_FILE_MAX_BYTES) {
      return { ok: false, refusal: { key: 'refusal.prescriptionTooLarge' } };
    }
    return this.kept(await this.api.uploadPrescription(file));
  }

  /** The photo or scan, to show its owner. */
  file(id: number): Promise<Blob | false> {
    return this.api.getPrescriptionFile(id);
  }

  async remove(id: number): Promise<boolean> {
    const answer = await this.api.deletePrescription(id);
    if (answer === false || answer.status < 1) return false;
    runInAction(() => (this.list = this.list.filter((prescription) => prescription.id !== id)));
    return true;
  }

  reset(): void {
    this.list = [];
    this.state = 'idle';
  }

  private kept(answer: PrescriptionSaveDto | false): PrescriptionStep {
    const prescription = answer && answer.status >= 1 ? answer.prescription : undefined;
    if (!answer || !prescription) return { ok: false, refusal: refusalOf(answer) };
    runInAction(() => (this.list = [prescription, ...this.list]));
    return { ok: true, prescription };
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
