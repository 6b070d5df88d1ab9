import { CategoryIcon, CategoryList, StateMessage } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './locale-routes';
import { useCategoryTree } from './use-category-tree';

/** The top-level categories with their loading, error and empty states. */
export const CategoryGrid = observer(function CategoryGrid({ columns }: { columns: number }) {
  const { t } = useTranslation();
  const { state, tree, reload } = useCategoryTree();

  if (state === 'idle' || state === 'loading')
    return <StateMessage>{t('home.categoriesLoading')}</StateMessage>;
  if (state === 'error') {
    return (
      <StateMessage
        role="alert"
        action={
          <button type="button" onClick={reload}>
            {t('home.retry')}
          </button>
        }
      >
        {t('home.categoriesError')}
      </StateMessage>
    );
  }
  if (tree.length === 0) return <StateMessage>{t('home.categoriesEmpty')}</StateMessage>;
  return (
    <CategoryList
      label={t('home.categories')}
      columns={columns}
      items={tree.map((category) => ({
        id: category.id,
        name: category.name,
        href: `/catalog/${category.slug}`,
        childNames: category.children.slice(0, 3).map((child) => child.name),
        icon: category.icon && <CategoryIcon name={category.icon} size={24} />,
      }))}
      renderLink={(item, content, className) => (
        <LocalizedLink to={item.href} className={className}>
          {content}
        </LocalizedLink>
      )}
    />
  );
});
