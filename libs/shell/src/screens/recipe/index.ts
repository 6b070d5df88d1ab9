export { RecipePage } from './recipe-screen';
