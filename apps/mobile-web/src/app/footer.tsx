// The footer is the same in both apps but for its layout (libs/shell/src/screens/footer).
export { CompactFooter as MobileFooter } from '@gopharm/shell/screens/footer';
