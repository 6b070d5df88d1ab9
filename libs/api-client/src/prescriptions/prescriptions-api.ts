import { getList } from '../http/calls';
import { type HttpClient, type RefusalFields } from '../http/http-client';
import type { PrescriptionDto, StatusDto } from '../shared/dtos';

/** The answer of keeping a prescription: the kept one, or a refusal (`status` 0, `msg`) to show the shopper. */
export interface PrescriptionSaveDto extends StatusDto, RefusalFields {
  prescription?: PrescriptionDto;
}

/** The prescription calls: made by the screens that keep prescriptions, so the first load does not carry them. */
export function createPrescriptionsApi(http: HttpClient) {
  return {
    /** GET v1/prescriptions (auth): the shopper's prescriptions, newest first. */
    getPrescriptions(): Promise<PrescriptionDto[] | false> {
      return getList<PrescriptionDto>(http, 'v1/prescriptions');
    },
    /** POST v1/prescriptions (auth): keeps an e-prescription's number; a wrong format is refused. */
    addPrescriptionNumber(number: string): Promise<PrescriptionSaveDto | false> {
      return http.post<PrescriptionSaveDto>('v1/prescriptions', { number }, { refusal: true });
    },
    /** POST v1/prescriptions/file (auth): a photo or scan, sent as it is; the API checks its bytes. */
    uploadPrescription(file: Blob): Promise<PrescriptionSaveDto | false> {
      return http.send<PrescriptionSaveDto>('v1/prescriptions/file', {
        method: 'post',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        refusal: true,
      });
    },
    /** GET v1/prescriptions/:id/file (auth): the photo or scan, to its owner only. */
    getPrescriptionFile(id: number): Promise<Blob | false> {
      return http.send<Blob>(`v1/prescriptions/${id}/file`, { method: 'get', blob: true });
    },
    /** DELETE v1/prescriptions/:id (auth). */
    deletePrescription(id: number): Promise<StatusDto | false> {
      return http.send<StatusDto>(`v1/prescriptions/${id}`, { method: 'delete' });
    },
  };
}

export type PrescriptionsApi = ReturnType<typeof createPrescriptionsApi>;
