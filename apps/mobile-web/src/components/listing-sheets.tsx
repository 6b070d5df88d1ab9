import type { DrugFilters, DrugSort, FacetsDto } from '@gopharm/api-client';
import { LISTING_SORTS, PriceRange, priceBound, type CheckedFacet, type shelfFacets } from '@gopharm/shell';
import { SORT_LABEL_KEYS } from '@gopharm/shell/screens/catalog';
import { BottomSheet, Button } from '@gopharm/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './drug-listing.module.css';

/**
 * Sheets go to the end of <body>, above the fixed bottom bar whatever the page's stacking contexts. A closed
 * sheet renders nothing, so a server render (no document) and the hydrating browser agree.
 */
const onTop = (open: boolean, sheet: ReactNode) => (open ? createPortal(sheet, document.body) : null);

/** The sort choices in a bottom sheet: one tap chooses and closes. */
export function SortSheet({
  open,
  value,
  onClose,
  onChoose,
}: {
  open: boolean;
  value?: DrugSort;
  onClose: () => void;
  onChoose: (sort: DrugSort) => void;
}) {
  const { t } = useTranslation();
  return onTop(
    open,
    <BottomSheet open={open} onClose={onClose} title={t('catalog.sort')} closeLabel={t('common.close')}>
      <fieldset className={styles.options}>
        <legend className="gp-visually-hidden">{t('catalog.sort')}</legend>
        {LISTING_SORTS.map((sort) => (
          <label key={sort} className={styles.option}>
            <input
              type="radio"
              name="sort"
              checked={(value ?? 'popular') === sort}
              onChange={() => onChoose(sort)}
            />
            {t(SORT_LABEL_KEYS[sort])}
          </label>
        ))}
      </fieldset>
    </BottomSheet>,
  );
}

const toggle = <T,>(list: T[] | undefined, item: T): T[] =>
  list?.includes(item) ? list.filter((value) => value !== item) : [...(list ?? []), item];

/**
 * The ticked filters of the shelf in a bottom sheet (its dosage forms, types and brands are links above the
 * grid): changes apply on "Применить". The parent remounts it on opening.
 */
export function FilterSheet({
  open,
  facets,
  shelf,
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  facets: FacetsDto;
  shelf: ReturnType<typeof shelfFacets>;
  value: DrugFilters;
  onClose: () => void;
  onApply: (filters: DrugFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const chosen = (group: CheckedFacet) => ((draft[group] ?? []) as Array<string | number>).map(String);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return onTop(
    open,
    <BottomSheet open={open} onClose={onClose} title={t('catalog.filters')} closeLabel={t('common.close')}>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={Boolean(draft.in_stock)}
            onChange={(event) => setDraft({ ...draft, in_stock: event.target.checked })}
          />
          {t('catalog.inStock')}
        </label>
        {shelf.withPrescription && (
          <fieldset className={styles.options}>
            <legend>{t('catalog.recept')}</legend>
            {([1, 0] as const).map((recept) => (
              <label key={recept} className={styles.option}>
                <input
                  type="checkbox"
                  checked={draft.recept === recept}
                  onChange={(event) =>
                    setDraft({ ...draft, recept: event.target.checked ? recept : undefined })
                  }
                />
                {recept ? t('catalog.receptYes') : t('catalog.receptNo')}{' '}
                {t('catalog.facetCount', { value: recept ? facets.recept.yes : facets.recept.no })}
              </label>
            ))}
          </fieldset>
        )}
        <PriceRange
          className={styles.options}
          inputsClassName={styles.prices}
          from={draft.price_min?.toString() ?? ''}
          to={draft.price_max?.toString() ?? ''}
          onFromChange={(text) => setDraft({ ...draft, price_min: priceBound(text) })}
          onToChange={(text) => setDraft({ ...draft, price_max: priceBound(text) })}
          range={facets.price}
        />
        {shelf.checks.map((check) => (
          <fieldset key={check.group} className={styles.options}>
            <legend>{check.title}</legend>
            {check.items.slice(0, 15).map((item) => (
              <label key={item.id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={chosen(check.group).includes(String(item.id))}
                  onChange={() =>
                    setDraft({
                      ...draft,
                      [check.group]: toggle(
                        draft[check.group] as Array<string | number> | undefined,
                        item.id,
                      ),
                    })
                  }
                />
                {item.name} {t('catalog.facetCount', { value: item.count })}
              </label>
            ))}
          </fieldset>
        ))}
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => onApply({ sort: value.sort, page: 1 })}>
            {t('catalog.reset')}
          </Button>
          <Button type="submit">{t('catalog.apply')}</Button>
        </div>
      </form>
    </BottomSheet>,
  );
}
