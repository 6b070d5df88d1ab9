import type { HttpClient } from '../http/http-client';
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

export function createAddressesApi(http: HttpClient) {
  return {
    /** GET v2/addresses (auth). */
    async getAddresses(): Promise<AddressDto[] | false> {
      const answer = await http.get<{ results?: AddressDto[] }>('v2/addresses');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** POST v2/addresses (auth): saves a new address. */
    async saveAddress(address: Omit<AddressDto, 'id'>): Promise<AddressDto | false> {
      const answer = await http.post<{ status: number; address: AddressDto }>('v2/addresses', address);
      return answer === false ? false : answer.address;
    },
    /** POST v2/addresses/delete (auth). */
    deleteAddress(id: number): Promise<StatusDto | false> {
      return http.post<StatusDto>('v2/addresses/delete', { id });
    },
  };
}
