// Through the shell's entry, as the other screens import it: one copy of the not-found screen.
import { NotFoundScreen } from '../../index';
import { createArticleScreens } from './article-screens';

// The same in both apps: a missing article shows the not-found screen.
export const { ArticlesPage, ArticlePage } = createArticleScreens({ NotFoundPage: NotFoundScreen });
