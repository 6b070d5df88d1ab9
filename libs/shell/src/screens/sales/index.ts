export { SaleGrid, SalesCarousel, salePeriod } from './sales';
