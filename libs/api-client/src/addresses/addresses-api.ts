import { getList, type HttpClient, type Refusable } from '../http/http-client';
import type { AddressDto, AddressSavedDto, StatusDto } from '../shared/dtos';

export type { AddressDto };

/** The answer of saving an address: the saved address, or a refusal (`status` 0, `msg`) to show the shopper. */
export type AddressSaveDto = Refusable<AddressSavedDto>;

export function createAddressesApi(http: HttpClient) {
  return {
    /** GET v2/addresses (auth). */
    getAddresses(): Promise<AddressDto[] | false> {
      return getList<AddressDto>(http, 'v2/addresses');
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
