// The information pages are the same in both apps.
export {
  AboutPage,
  AppPage,
  ContactPage,
  DeliveryPage,
  KonkursPage,
  OfferPage,
  PaymentPage,
} from '@gopharm/shell/screens/content';
