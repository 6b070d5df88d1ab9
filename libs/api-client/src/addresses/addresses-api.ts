import { getList, withThrowing } from '../http/calls';
import { type HttpClient, type HttpClients, type Refusable } from '../http/http-client';
import type { AddressDto, AddressSavedDto, StatusDto } from '../shared/dtos';

export type { AddressDto };

/** The answer of saving an address: the saved address, or a refusal (`status` 0, `msg`) to show the shopper. */
export type AddressSaveDto = Refusable<AddressSavedDto>;

function addressCalls(http: HttpClient) {
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

/** Saved addresses' calls; made by the addresses store, whose code loads with the screens that show addresses. */
export function createAddressesApi(http: HttpClients) {
  return withThrowing(addressCalls, http);
}

export type AddressesApi = ReturnType<typeof createAddressesApi>;
