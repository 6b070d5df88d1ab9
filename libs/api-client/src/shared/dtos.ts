// The wire shapes live in @gopharm/util (one source for the API server and this client); re-exported here so
// that the apps keep importing them from @gopharm/api-client.
export {
  type CardBrand,
  type CartLineDto,
  type CategoryRefDto,
  type DrugDetailDto,
  type DrugDto,
  type DrugSort,
  type LatLng,
  type OrderDto,
  type OrderItemDto,
  type OrderStatus,
  type PharmacyDto,
  type PrescriptionDto,
  type PrescriptionMediaType,
  type PackUnit,
  type UnitPriceDto,
  type StatusDto,
  type UserDto,
} from '@gopharm/util';
