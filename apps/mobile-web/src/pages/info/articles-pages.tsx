import { NotFoundScreen } from '@gopharm/shell';
import { createArticleScreens } from '@gopharm/shell/screens/articles';

// Shared with the other app; a missing article shows this app's not-found screen.
export const { ArticlesPage, ArticlePage } = createArticleScreens({ NotFoundPage: NotFoundScreen });
