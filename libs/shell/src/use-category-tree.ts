import { useEffect } from 'react';
import { useStores } from './stores-context';

/** The category tree of the current language, loaded on first use. Read inside an observer. */
export function useCategoryTree() {
  const { categories } = useStores();
  useEffect(() => {
    if (categories.state === 'idle') void categories.load();
  }, [categories]);
  return {
    state: categories.state,
    tree: categories.tree,
    reload: () => void categories.load(),
  };
}
