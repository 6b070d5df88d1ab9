import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { Result } from '../http/result';
import type { PrescriptionDto, StatusDto } from '../shared/dtos';

/** The answer of keeping a prescription: the kept one (a refusal to show the shopper is a failure). */
export interface PrescriptionSaveDto extends StatusDto {
  prescription?: PrescriptionDto;
}

/** The prescription calls: made by the screens that keep prescriptions, so the first load does not carry them. */
export function createPrescriptionsApi(http: HttpClient) {
  return {
    /** GET v1/prescriptions (auth): the shopper's prescriptions, newest first. */
    getPrescriptions(): Promise<Result<PrescriptionDto[]>> {
      return getList<PrescriptionDto>(http, 'v1/prescriptions');
    },
    /** POST v1/prescriptions (auth): keeps an e-prescription's number; a wrong format is refused. */
    addPrescriptionNumber(number: string): Promise<Result<PrescriptionSaveDto>> {
      return http.post<PrescriptionSaveDto>('v1/prescriptions', { number }, { refusal: true });
    },
    /** POST v1/prescriptions/file (auth): a photo or scan, sent as it is; the API checks its bytes. */
    uploadPrescription(file: Blob): Promise<Result<PrescriptionSaveDto>> {
      return http.send<PrescriptionSaveDto>('v1/prescriptions/file', {
        method: 'post',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        refusal: true,
      });
    },
    /** GET v1/prescriptions/:id/file (auth): the photo or scan, to its owner only. */
    getPrescriptionFile(id: number): Promise<Result<Blob>> {
      return http.send<Blob>(`v1/prescriptions/${id}/file`, { method: 'get', blob: true });
    },
    /** DELETE v1/prescriptions/:id (auth). */
    deletePrescription(id: number): Promise<Result<StatusDto>> {
      return http.send<StatusDto>(`v1/prescriptions/${id}`, { method: 'delete' });
    },
  };
}

export type PrescriptionsApi = ReturnType<typeof createPrescriptionsApi>;
