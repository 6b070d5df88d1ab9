// The footer is the same in both apps but for its layout (libs/shell/src/screens/footer).
export { WideFooter as Footer } from '@gopharm/shell/screens/footer';
