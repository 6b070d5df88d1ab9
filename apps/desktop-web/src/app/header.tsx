import { useStickyHeader, useStores, useSearchBox } from '@gopharm/shell';
import {
  CabinetLink,
  CategoriesButton,
  FavoritesLink,
  HeaderBar,
  HeaderCartLink,
  Logo,
  RegionLabel,
  SearchDropdown,
} from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryColumnsLoading } from './category-menu-loading';
import menuStyles from './category-menu.module.css';
import styles from './header.module.css';

// The Categories menu (the tree, its focus, closing it) loads when it first opens: no page shows it on arrival.
const CategoryMenu = lazy(() =>
  import('./category-menu').then((module) => ({ default: module.CategoryMenu })),
);

const HeaderSearch = observer(function HeaderSearch() {
  return <SearchDropdown {...useSearchBox()} />;
});

/**
 * Logo, Categories, search box, favourites, cabinet link, Basket with the red badge, and the region label. The
 * favourites link is ours (the spec's header omits it): favourites are kept for guests too, so the header, not the
 * profile menu behind sign-in, is where every shopper finds them.
 */
export const Header = observer(function Header() {
  const { t } = useTranslation();
  const { auth, newOrder, region } = useStores();
  const sticky = useStickyHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const cabinet = auth.cabinetLink;
  return (
    <header className={[styles.header, sticky && styles.sticky].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        <RegionLabel
          name={region.displayName}
          fallback={t('header.yourLocation')}
          label={t('region.title')}
          onClick={() => region.openDialog()}
        />
        <span className={styles.hours}>{t('footer.hours')}</span>
      </div>
      <HeaderBar
        start={
          <>
            <Logo href="/" label={t('header.logo')} />
            <CategoriesButton
              label={t('header.categories')}
              expanded={menuOpen}
              controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </>
        }
        end={
          <>
            <FavoritesLink href="/favorites" label={t('favorites.title')} />
            <CabinetLink href={cabinet.path} label={t(cabinet.labelKey)} />
            <HeaderCartLink
              href="/cart"
              label={t('header.basket')}
              count={newOrder.lineCount}
              countLabel={t('header.basketCount', { count: newOrder.lineCount })}
            />
          </>
        }
      >
        <HeaderSearch />
      </HeaderBar>
      {menuOpen && (
        <Suspense
          fallback={
            <nav id={menuId} className={menuStyles.menu} aria-label={t('header.categories')} aria-busy="true">
              <CategoryColumnsLoading />
            </nav>
          }
        >
          <CategoryMenu id={menuId} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
});
