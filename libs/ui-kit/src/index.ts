import './tokens/tokens.css';

// Tokens and plumbing

export { LinkProvider, type LinkProps, type RenderLink } from './link/link';
export * from './icons/icons';

// Basics
export {
  Button,
  ButtonLink,
  IconButton,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
  type IconButtonProps,
} from './button/button';
export { StoreBadges, type StoreBadgesProps } from './store-badges/store-badges';
export { type BadgeProps, type BadgeTone, type CountBadgeProps } from './badge/badge';

// Catalogue
export { Price, type PriceProps } from './price/price';
export { PrescriptionBadge, type PrescriptionBadgeProps } from './prescription-badge/prescription-badge';
export { type OutOfStockLabelProps } from './out-of-stock-label/out-of-stock-label';
export { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle/favourite-toggle';
export { ProductCard, type ProductCardProps } from './product-card/product-card';
export type { ProductCardData, ProductCardLabels } from './product-card/product-card-types';

export { Gallery, type GalleryLabels, type GalleryProps } from './gallery/gallery';
export { type CategoryTileProps } from './category-tile/category-tile';
export { CategoryList, type CategoryListItem, type CategoryListProps } from './category-list/category-list';
export { Carousel, type CarouselLabels, type CarouselProps } from './carousel/carousel';
export { SaleCard, type SaleCardProps } from './sale-card/sale-card';

// Cart
export {
  QuantityCounter,
  type QuantityCounterLabels,
  type QuantityCounterProps,
} from './quantity-counter/quantity-counter';
export { AddToCart, type AddToCartLabels, type AddToCartProps } from './add-to-cart/add-to-cart';

// Search and navigation
export { type SearchResultRowProps } from './search-result-row/search-result-row';
export { SearchDropdown, type SearchDropdownProps } from './search-dropdown/search-dropdown';
export type {
  SearchDropdownLabels,
  SearchFieldLabels,
  SearchResultItem,
  SearchResultsContent,
  SearchResultsLabels,
} from './search-dropdown/search-dropdown-types';
export { Chips, type ChipItem, type ChipsProps } from './chips/chips';
export { useChosenInView } from './chips/chosen-in-view';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';

// Overlays and feedback
export { BottomSheet, Modal, type BottomSheetProps, type ModalProps } from './modal/modal';
export {
  OrderSuccessDialog,
  type OrderSuccessDialogProps,
  type OrderSuccessLabels,
} from './order-success-dialog/order-success-dialog';
export {
  ConfirmDialog,
  type ConfirmDialogLabels,
  type ConfirmDialogProps,
} from './confirm-dialog/confirm-dialog';
export { ToastContent, type ToastContentProps, type ToastTone } from './toast/toast-content';
export {
  LoadingRegion,
  ProductCardSkeleton,
  Skeleton,
  type LoadingRegionProps,
  type SkeletonProps,
} from './skeleton/skeleton';
export { SkeletonBlock } from './skeleton/skeleton-block';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { StateMessage, type StateMessageProps } from './state-message/state-message';
export { LoadingBar, type LoadingBarProps } from './loading-bar/loading-bar';

// Forms
export { TextField, type TextFieldProps } from './inputs/text-field';
export { useTypedBeforeStart } from './inputs/use-typed-before-start';
export {
  CardNumberInput,
  CodeInput,
  DateInput,
  ExpiryInput,
  type CodeInputProps,
  type DigitsInputProps,
} from './inputs/inputs';
export { PhoneInput } from './inputs/phone-input';

// Header and bottom bar
export { RegionLabel, type RegionLabelProps } from './region-label/region-label';
export {
  BackButton,
  CabinetLink,
  CategoriesButton,
  FavoritesLink,
  HeaderBar,
  HeaderCartLink,
  Logo,
  type CategoriesButtonProps,
  type HeaderCartLinkProps,
} from './header/header-pieces';
export { BottomBar, type BottomBarItem, type BottomBarProps } from './bottom-bar/bottom-bar';
