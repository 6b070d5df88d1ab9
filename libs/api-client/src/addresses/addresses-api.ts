import type { HttpClient, RefusalFields } from '../http/http-client';
import type { StatusDto } from '../shared/dtos';

export interface AddressDto {
  id: number;
  address: string;
  house: string;
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
  lat: number;
  lng: number;
}

/** The answer of saving an address: the saved address, or a refusal (`status` 0, `msg`) to show the shopper. */
export interface AddressSaveDto extends StatusDto, RefusalFields {
  address?: AddressDto;
}

export function createAddressesApi(http: HttpClient) {
  return {
    /** GET v2/addresses (auth). */
    async getAddresses(): Promise<AddressDto[] | false> {
      const answer = await http.get<{ results?: AddressDto[] }>('v2/addresses');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** POST v2/addresses (auth): saves a new address; a refusal (at most 20 addresses…) is its answer. */
    saveAddress(address: Omit<AddressDto, 'id'>): Promise<AddressSaveDto | false> {
      return http.post<AddressSaveDto>('v2/addresses', address, { refusal: true });
    },
    /** POST v2/addresses/delete (auth). */
    deleteAddress(id: number): Promise<StatusDto | false> {
      return http.post<StatusDto>('v2/addresses/delete', { id });
    },
  };
}
