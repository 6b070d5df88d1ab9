import { NotFoundScreen } from '@gopharm/shell';
import { createOrderScreens } from '@gopharm/shell/screens/orders';
import { ProfileFrame } from '../profile/profile-frame';

// Shared with the other app; this one gives them its profile frame and not-found screen.
export const { OrderDetailPage, OrderPaymentPage } = createOrderScreens({
  ProfileFrame,
  NotFoundPage: NotFoundScreen,
});
