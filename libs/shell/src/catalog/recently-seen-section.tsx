import type { DrugDto } from '@gopharm/api-client';
import { ButtonLink } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { useDrugsByIds } from './use-drugs-by-ids';

/**
 * "Вы недавно смотрели" under a product or on home: the drugs seen on this device, fresh from the API, without
 * the one on screen. Nothing while they load or when there are none (it sits at the page's end, so it moves
 * nothing above it when it appears), with the link to the whole list (a guest's too: it is kept on the device).
 * Each app lays the drugs out with its own grid.
 */
export const RecentlySeenSection = observer(function RecentlySeenSection({
  exclude,
  children,
}: {
  exclude?: number;
  children: (drugs: DrugDto[], label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { userLastDrugs } = useStores();
  const ids = userLastDrugs.items.map((item) => item.id).filter((id) => id !== exclude);
  const drugs = useDrugsByIds(ids);
  if (ids.length === 0 || drugs.state !== 'loaded' || drugs.data.length === 0) return null;
  return (
    <section aria-labelledby="recently-seen">
      <h2 id="recently-seen">{t('home.recentlySeen')}</h2>
      {children(drugs.data, t('home.recentlySeen'))}
      {/* ui-kit's button: 44 px tall, styled by the first load's stylesheet (a new one costs every page). */}
      <ButtonLink variant="secondary" href="/recently-seen">
        {t('recent.all')}
      </ButtonLink>
    </section>
  );
});
