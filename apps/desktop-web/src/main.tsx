import { bootstrapApp } from '@gopharm/shell';
import { DefaultLayout } from './app/default-layout';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found/not-found-page';

bootstrapApp({
  screens: { home: HomePage },
  NotFound: NotFoundPage,
  Layout: DefaultLayout,
});
