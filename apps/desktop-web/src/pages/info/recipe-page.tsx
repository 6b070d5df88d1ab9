export { RecipePage } from '@gopharm/shell/screens/recipe';
