import { PriceRange, priceBound, shelfFacets, type useDrugListing } from '@gopharm/shell';
import { Button, Chips } from '@gopharm/ui-kit';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './facets.module.css';

type Listing = ReturnType<typeof useDrugListing>;

/**
 * The filters that fit the shelf (`shelfFacets`), price range and in stock, beside the list in a wide window. The
 * dosage form, type and brand are links (chips), shown in a narrow window too, above the list; the rest there
 * is behind a "Filters" button, so the list is not a screen or two below.
 */
export function Facets({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const { facets, filters } = listing;
  const shelf = facets && shelfFacets(facets, filters, t, listing.facetHref);
  // Closed on the server's page too: the stylesheet hides the button in a wide window and shows the filters, so
  // neither width changes when the app starts.
  const [openInNarrowWindow, setOpenInNarrowWindow] = useState(false);
  const bodyId = useId();
  const [priceMin, setPriceMin] = useState(filters.price_min?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(filters.price_max?.toString() ?? '');
  const group = (
    title: string,
    name: string,
    items: { id: string | number; name: string; count: number }[],
    selected: (string | number)[],
  ) =>
    items.length > 0 && (
      <fieldset className={styles.group}>
        <legend>{title}</legend>
        {items.slice(0, 8).map((item) => (
          <label key={item.id}>
            <input
              type="checkbox"
              checked={selected.map(String).includes(String(item.id))}
              onChange={() => listing.toggleInList(name, item.id)}
            />{' '}
            {item.name} <span className={styles.count}>{t('catalog.facetCount', { value: item.count })}</span>
          </label>
        ))}
      </fieldset>
    );
  return (
    <aside className={styles.facets} aria-label={t('catalog.filters')}>
      <h2 className={styles.title}>{t('catalog.filters')}</h2>
      {shelf?.links.map((link) => (
        <div key={link.group} className={styles.group}>
          {/* Seen in a wide window; the list itself carries the name read out. */}
          <span className={styles.linksTitle} aria-hidden="true">
            {link.title}
          </span>
          <Chips scroll="when-narrow" label={link.title} items={link.items} />
        </div>
      ))}
      <Button
        className={styles.toggle}
        variant="secondary"
        aria-expanded={openInNarrowWindow}
        aria-controls={bodyId}
        onClick={() => setOpenInNarrowWindow((open) => !open)}
      >
        {t('catalog.filters')}
      </Button>
      <div id={bodyId} className={openInNarrowWindow ? `${styles.body} ${styles.open}` : styles.body}>
        <label className={styles.stock}>
          <input
            type="checkbox"
            checked={Boolean(filters.in_stock)}
            onChange={(event) => listing.setFilter('in_stock', event.target.checked ? '1' : null)}
          />{' '}
          {t('catalog.inStock')}
        </label>
        {shelf?.checks.map((check) => (
          <Fragment key={check.group}>
            {group(check.title, check.group, check.items, filters[check.group] ?? [])}
          </Fragment>
        ))}
        {facets && shelf?.withPrescription && (
          <fieldset className={styles.group}>
            <legend>{t('catalog.recept')}</legend>
            {(['1', '0'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="recept"
                  checked={String(filters.recept ?? '') === value}
                  onChange={() => listing.setFilter('recept', value)}
                />{' '}
                {t(value === '1' ? 'catalog.receptYes' : 'catalog.receptNo')}{' '}
                <span className={styles.count}>
                  {t('catalog.facetCount', { value: value === '1' ? facets.recept.yes : facets.recept.no })}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <form
          className={styles.group}
          onSubmit={(event) => {
            event.preventDefault();
            // Both bounds in one step (two steps would each start from the same URL, the second losing the first).
            listing.applyFilters({
              ...filters,
              price_min: priceBound(priceMin.replace(/\D/g, '')),
              price_max: priceBound(priceMax.replace(/\D/g, '')),
            });
          }}
        >
          <PriceRange
            className={styles.group}
            inputsClassName={styles.price}
            from={priceMin}
            to={priceMax}
            onFromChange={setPriceMin}
            onToChange={setPriceMax}
            range={facets?.price}
          />
          <Button type="submit" variant="secondary">
            {t('catalog.apply')}
          </Button>
        </form>
        <Button variant="ghost" onClick={listing.resetFilters}>
          {t('catalog.reset')}
        </Button>
      </div>
    </aside>
  );
}
