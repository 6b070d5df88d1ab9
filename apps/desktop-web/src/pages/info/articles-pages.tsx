import { createArticleScreens } from '@gopharm/shell/screens/articles';
import { NotFoundPage } from '../not-found/not-found-page';

// Shared with the other app; a missing article shows this app's not-found screen.
export const { ArticlesPage, ArticlePage } = createArticleScreens({ NotFoundPage });
