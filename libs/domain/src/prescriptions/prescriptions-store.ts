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
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { knowRefusals, type PrescriptionRefusalCode, refusalOf, type Refusal } from '../errors/refusal';
import type { RootStore } from '../root/root-store';

/** The API's refusals about prescriptions (apps/api/README.md), by code: their dictionary keys. */
export const PRESCRIPTION_REFUSAL_KEYS: Readonly<Record<PrescriptionRefusalCode, string>> = {
  prescription_number: 'refusal.prescriptionNumber',
  prescription_type: 'refusal.prescriptionType',
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
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';

  constructor(private readonly api: PrescriptionsApi) {
    makeAutoObservable<PrescriptionsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const list = await this.api.getPrescriptions();
    runInAction(() => {
      if (list !== false) this.list = list;
      this.state = list === false ? 'failed' : 'loaded';
    });
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

const storesOf = new WeakMap<RootStore, PrescriptionsStore>();

/**
 * The root's prescriptions store, made on first use (with the root's API client unless `api` is given: tests),
 * cleared with the root's private data; the API's prescription refusals are told in the dictionaries from then on.
 */
export function prescriptionsOf(root: RootStore, api?: PrescriptionsApi): PrescriptionsStore {
  let store = storesOf.get(root);
  if (!store) {
    knowRefusals(PRESCRIPTION_REFUSAL_KEYS);
    const made = new PrescriptionsStore(api ?? createPrescriptionsApi(root.api.http));
    // Private data: gone when the shopper signs out (as the root's own stores, cleared by clearPrivateData).
    reaction(
      () => root.auth.user,
      (user) => user === null && made.reset(),
    );
    storesOf.set(root, (store = made));
  }
  return store;
}
