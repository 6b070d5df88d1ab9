import type { PrescriptionDto } from '@gopharm/api-client';
import { PRESCRIPTION_FILE_MAX_BYTES } from '@gopharm/util';
import { createRootStore } from '../root/root-store';
import { fakeApi, userDto } from '../testing';

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
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi({
        getPrescriptions: async () => [byNumber],
        addPrescriptionNumber: async (number) => {
          sent.push(number);
          return { status: 1, prescription: { ...byNumber, id: 5, number } };
        },
        deletePrescription: async () => ({ status: 1 }),
      }),
    });
    await root.prescriptions.load();
    expect(root.prescriptions.state).toBe('loaded');
    // Typed with spaces and dashes and in small letters, as a shopper copies it from an SMS.
    await expect(root.prescriptions.addNumber(' ab-1234 5679 ')).resolves.toMatchObject({ ok: true });
    expect(sent).toEqual(['AB12345679']);
    expect(root.prescriptions.list.map((p) => p.id)).toEqual([5, 3]);
    await expect(root.prescriptions.remove(3)).resolves.toBe(true);
    expect(root.prescriptions.list.map((p) => p.id)).toEqual([5]);
    root.auth.user = { token: 't', user: userDto() };
    await root.auth.logout();
    expect(root.prescriptions.list).toEqual([]);
  });

  it('refuses a malformed number, an empty file and one over 5 MB without calling the API', async () => {
    const api = fakeApi({
      addPrescriptionNumber: async () => {
        throw new Error('must not be called');
      },
      uploadPrescription: async () => {
        throw new Error('must not be called');
      },
    });
    const root = createRootStore({ locale: 'ru', api });
    await expect(root.prescriptions.addNumber('12-34')).resolves.toEqual({
      ok: false,
      refusal: { key: 'refusal.prescriptionNumber' },
    });
    await expect(root.prescriptions.upload(new Blob([]))).resolves.toEqual({
      ok: false,
      refusal: { key: 'refusal.prescriptionType' },
    });
    const big = new Blob([new Uint8Array(PRESCRIPTION_FILE_MAX_BYTES + 1)], { type: 'image/jpeg' });
    await expect(root.prescriptions.upload(big)).resolves.toEqual({
      ok: false,
      refusal: { key: 'refusal.prescriptionTooLarge' },
    });
  });

  it("tells the API's refusals of a file in the dictionaries and keeps the list", async () => {
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi({
        uploadPrescription: async () => ({
          status: 0,
          msg: 'Send a photo (JPEG, PNG or HEIC) or a PDF of the prescription',
          http_status: 400,
        }),
      }),
    });
    root.prescriptions.list = [photo];
    await expect(root.prescriptions.upload(new Blob(['not a picture']))).resolves.toEqual({
      ok: false,
      refusal: { key: 'refusal.prescriptionType' },
    });
    expect(root.prescriptions.list).toEqual([photo]);
  });

  it('says the list failed to load, and a failed upload is a network refusal', async () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi() });
    await root.prescriptions.load();
    expect(root.prescriptions.state).toBe('failed');
    await expect(root.prescriptions.upload(new Blob(['x'], { type: 'image/png' }))).resolves.toEqual({
      ok: false,
      refusal: { key: 'errors.network' },
    });
  });
});
