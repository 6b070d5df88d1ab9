import { useNotify } from '../notices/use-notify';
import { useStores } from '../stores-context';
import { regionPickerOf } from '@gopharm/domain';
import { Button, Modal } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './region-dialog.module.css';

/** Region dialog (spec, section 2): 665 px wide (screen − 10 under 670 px); district with "Select...". */
export const RegionDialogPanel = observer(function RegionDialogPanel() {
  const { t } = useTranslation();
  const stores = useStores();
  const { region } = stores;
  const picker = regionPickerOf(stores);
  const notify = useNotify();
  const regionId = useId();
  const districtId = useId();
  // Mounted as the dialog opens (RegionDialog): the choice starts from the current region before it is painted.
  useLayoutEffect(() => picker.start(), [picker]);
  const districts = picker.draftDistricts;
  return (
    <Modal
      open={region.dialogOpen}
      onClose={() => region.closeDialog()}
      title={t('region.title')}
      closeLabel={t('common.close')}
      width={665}
    >
      <div className={styles.fields}>
        <label htmlFor={regionId}>{t('region.region')}</label>
        <select
          id={regionId}
          value={picker.draftRegionId ?? ''}
          onChange={(event) => picker.chooseRegion(Number(event.target.value))}
        >
          {region.regions.length === 0 && <option value="">{t('common.loading')}</option>}
          {region.regions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {districts.length > 0 && (
          <>
            <label htmlFor={districtId}>{t('region.district')}</label>
            <select
              id={districtId}
              value={picker.draftDistrictId ?? ''}
              onChange={(event) =>
                picker.chooseDistrict(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('region.select')}</option>
              {districts.map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </select>
          </>
        )}
        <Button
          size="large"
          onClick={() =>
            void picker.confirm().then((result) => {
              if (result === 'failed') notify({ type: 'error', key: 'errors.network' });
            })
          }
        >
          {t('region.confirm')}
        </Button>
      </div>
    </Modal>
  );
});
