export {
  AboutPage,
  AppPage,
  ContactPage,
  DeliveryPage,
  KonkursPage,
  OfferPage,
  PaymentPage,
} from './content-screens';
