export { createListScreens, type ProductGridSkeletonComponent } from './list-screens';
