import type { HttpClient, Refusable } from '../http/http-client';
import type { AddressDto, AddressSavedDto, StatusDto } from '../shared/dtos';

export type { AddressDto };

/** The answer of saving an address: the saved address, or a refusal (`status` 0, `msg`) to show the shopper. */
export type AddressSaveDto = Refusable<AddressSavedDto>;

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
