import { createOrderScreens } from '@gopharm/shell/screens/orders';
import { NotFoundPage } from '../not-found/not-found-page';
import { ProfileFrame } from '../profile/profile-frame';

// Shared with the other app; this one gives them its profile frame and not-found screen.
export const { OrderDetailPage, OrderPaymentPage } = createOrderScreens({ ProfileFrame, NotFoundPage });
