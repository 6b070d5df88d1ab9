import { signOut } from '../auth/account';
import type { PrescriptionDto, PrescriptionsApi } from '@gopharm/api-client';
import { PRESCRIPTION_FILE_MAX_BYTES } from '@gopharm/util';
import { createRootStore } from '../root/root-store';
import { fakeApi, userDto, type FakeCalls } from '../testing';
import { prescriptionsOf } from './prescriptions-store';

/** A root whose prescriptions store calls these fakes (any other call yields false, as a failed request). */
function rootWith(calls: FakeCalls<PrescriptionsApi> = {}) {
  const root = createRootStore({ locale: 'ru', api: fakeApi() });
  const fake = fakeApi(calls as never) as unknown as PrescriptionsApi;
  return { root, prescriptions: prescriptionsOf(root, fake) };
}

const byNumber: PrescriptionDto = {
  id: 3,
  number: 'AB12345678',
  file: null,
  created_at: '2026-11-20T10:00:00Z',
};
const photo: PrescriptionDto = {
  id: 4,
  number: null,
  file: { media_type: 'image/jpeg', size: 120_000 },
  created_at: '2026-11-21T10:00:00Z',
};

describe('prescriptions', () => {
  it('loads, keeps a number at the top, deletes; logout clears them', async () => {
    const sent: string[] = [];
    const { root, prescriptions } = rootWith({
      getPrescriptions: async () => [byNumber],
      addPrescriptionNumber: async (number) => {
        sent.push(number);
        return { status: 1, prescription: { ...byNumber, id: 5, number } };
      },
      deletePrescription: async () => ({ status: 1 }),
    });
    await prescriptions.load();
    expect(prescriptions.state).toBe('loaded');
    // Typed with spaces and dashes and in small letters, as a shopper copies it from an SMS.
    await expect(prescriptions.addNumber(' ab-1234 5679 ')).resolves.toMatchObject({ ok: true });
    expect(sent).toEqual(['AB12345679']);
    expect(prescriptions.list.map((p) => p.id)).toEqual([5, 3]);
    await expect(prescriptions.remove(3)).resolves.toMatchObject({ ok: true });
    expect(prescriptions.list.map((p) => p.id)).toEqual([5]);
    root.auth.user = { token: 't', user: userDto() };
    await signOut(root);
    expect(prescriptions.list).toEqual([]);
  });

  it('lists a number saved again once: the API answers the one kept', async () => {
    const { prescriptions } = rootWith({
      getPrescriptions: async () => [byNumber, photo],
      addPrescriptionNumber: async () => ({ status: 1, prescription: byNumber }),
    });
    await prescriptions.load();
    await prescriptions.addNumber(byNumber.number as string);
    expect(prescriptions.list.map((p) => p.id)).toEqual([3, 4]);
  });

  it('refuses a malformed number, an empty file and one over 5 MB without calling the API', async () => {
    const { prescriptions } = rootWith({
      addPrescriptionNumber: async () => {
        throw new Error('must not be called');
      },
      uploadPrescription: async () => {
        throw new Error('must not be called');
      },
    });
    for (const typed of ['12-34', 'AAAAAAAA', '1234 5678']) {
      await expect(prescriptions.addNumber(typed)).resolves.toEqual({
        ok: false,
        error: { key: 'refusal.prescriptionNumber' },
      });
    }
    await expect(prescriptions.upload(new Blob([]))).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.prescriptionType' },
    });
    const big = new Blob([new Uint8Array(PRESCRIPTION_FILE_MAX_BYTES + 1)], { type: 'image/jpeg' });
    await expect(prescriptions.upload(big)).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.prescriptionTooLarge' },
    });
  });

  it("tells the API's refusals of a file in the dictionaries and keeps the list", async () => {
    const { prescriptions } = rootWith({
      uploadPrescription: async () => ({
        status: 0,
        code: 'prescription_type',
        msg: 'Send a photo (JPEG or PNG) or a PDF of the prescription',
        http_status: 400,
      }),
    });
    prescriptions.list = [photo];
    await expect(prescriptions.upload(new Blob(['not a picture']))).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.prescriptionType' },
    });
    expect(prescriptions.list).toEqual([photo]);
  });

  it('says the list failed to load, and a failed upload is a network refusal', async () => {
    const { prescriptions } = rootWith();
    await prescriptions.load();
    expect(prescriptions.state).toBe('error');
    await expect(prescriptions.upload(new Blob(['x'], { type: 'image/png' }))).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
  });
});
