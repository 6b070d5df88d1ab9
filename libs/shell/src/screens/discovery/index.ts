export { createDiscoveryScreens, type ProductGridComponent } from './discovery-screens';
