import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { Result } from '../http/result';
import type { AddressDto, AddressSavedDto, StatusDto } from '../shared/dtos';

export type { AddressDto };

/** The answer of saving an address: the saved address (a refusal to show the shopper is a failure). */
export type AddressSaveDto = AddressSavedDto;

/** Saved addresses' calls; made by the addresses store, whose code loads with the screens that show addresses. */
export function createAddressesApi(http: HttpClient) {
  return {
    /** GET v2/addresses (auth). */
    getAddresses(): Promise<Result<AddressDto[]>> {
      return getList<AddressDto>(http, 'v2/addresses');
    },
    /** POST v2/addresses (auth): saves a new address; a refusal (at most 20 addresses…) fails as such. */
    saveAddress(address: Omit<AddressDto, 'id'>): Promise<Result<AddressSaveDto>> {
      return http.post<AddressSaveDto>('v2/addresses', address, { refusal: true });
    },
    /** POST v2/addresses/delete (auth). */
    deleteAddress(id: number): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v2/addresses/delete', { id });
    },
  };
}

export type AddressesApi = ReturnType<typeof createAddressesApi>;
