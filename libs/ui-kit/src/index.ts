import './tokens/tokens.css';

export { BREAKPOINTS } from './tokens/breakpoints';
export { CategoryList, type CategoryListItem, type CategoryListProps } from './category-list/category-list';
export { StateMessage, type StateMessageProps } from './state-message/state-message';
