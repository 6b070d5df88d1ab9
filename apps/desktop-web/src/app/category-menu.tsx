import { LocalizedLink, useCategoryTree } from '@gopharm/shell';
import { ErrorState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryColumnsLoading } from './category-menu-loading';
import styles from './category-menu.module.css';

/** The Categories button's menu: the whole tree, closing on Escape, a click outside or a chosen link. */
export const CategoryMenu = observer(function CategoryMenu({
  id,
  onClose,
}: {
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { state, tree, reload } = useCategoryTree();
  const ref = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // Escape and a click outside close it; when it closes, focus goes back to the Categories button.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeRef.current();
    const onDown = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (!ref.current?.contains(target) && !target.closest('[aria-controls]')) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // Focus moves to the first category once the tree is there.
  useEffect(() => {
    if (state === 'loaded') ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [state]);
  return (
    <nav id={id} ref={ref} className={styles.menu} aria-label={t('header.categories')}>
      {state === 'error' && (
        <ErrorState title={t('common.error')} retryLabel={t('common.retry')} onRetry={reload} />
      )}
      {(state === 'loading' || state === 'idle') && <CategoryColumnsLoading />}
      {state === 'loaded' && (
        <ul className={styles.columns}>
          {tree.map((category) => (
            <li key={category.id}>
              <LocalizedLink to={`/catalog/${category.slug}`} className={styles.parent} onClick={onClose}>
                {category.name}
              </LocalizedLink>
              <ul className={styles.children}>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocalizedLink to={`/subcategory/${child.slug}`} onClick={onClose}>
                      {child.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
});
