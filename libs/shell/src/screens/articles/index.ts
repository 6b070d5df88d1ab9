export { createArticleScreens } from './article-screens';
