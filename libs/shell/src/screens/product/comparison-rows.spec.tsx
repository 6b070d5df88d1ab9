import type { DrugDto, UnitPriceDto } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import { DrugCard } from '../../catalog/drug-card';
import { renderScreen } from '../../testing';
import { ComparisonRows } from './comparison-rows';

/** The product page's rows as both apps lay them: a list of shell's DrugCards given what each says per unit. */
function rows(shown: UnitPriceDto, equivalents: DrugDto[]) {
  return (
    <ComparisonRows drug={{ unit_price: shown, equivalents, analogues: [] }}>
      {(drugs, label, perUnit) => (
        <ul aria-label={label}>
          {drugs.map((drug) => (
            <li key={drug.id}>
              <DrugCard drug={drug} perUnit={perUnit} />
            </li>
          ))}
        </ul>
      )}
    </ComparisonRows>
  );
}

describe('ComparisonRows (both apps)', () => {
  it('says each card’s price per unit and how many times cheaper, in both languages', async () => {
    const cheaper = drugDto({
      id: 4,
      name: 'Препарат 4',
      unit_price: { unit: 'pcs', amount: 30, price: 320 },
    });
    const view = await renderScreen(rows({ unit: 'pcs', amount: 10, price: 750 }, [cheaper]));
    const card = screen.getByRole('article', { name: 'Препарат 4' });
    expect(
      screen.getByRole('heading', { name: 'Тот же состав от других производителей' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('320 сум за 1 шт.')).toBeInTheDocument();
    expect(within(card).getByText('в 2,3 раза дешевле')).toBeInTheDocument();
    view.stores.dispose();
    document.body.innerHTML = '';
    await renderScreen(rows({ unit: 'pcs', amount: 10, price: 1_600 }, [cheaper]), { locale: 'uz' });
    expect(screen.getByText('1 dona — 320 soʻm')).toBeInTheDocument();
    expect(screen.getByText('5 marta arzonroq')).toBeInTheDocument();
  });

  it('says no "cheaper" when it is not, nor per unit outside a comparing row; no row without drugs', async () => {
    const syrup = drugDto({ id: 5, name: 'Препарат 5', unit_price: { unit: 'ml', amount: 100, price: 90 } });
    const view = await renderScreen(rows({ unit: 'ml', amount: 200, price: 95 }, [syrup]));
    expect(screen.getByText('90 сум за 1 мл')).toBeInTheDocument();
    expect(screen.queryByText(/дешевле/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Аналоги' })).not.toBeInTheDocument();
    view.stores.dispose();
    document.body.innerHTML = '';
    await renderScreen(<DrugCard drug={syrup} />);
    expect(screen.queryByText(/за 1 мл/)).not.toBeInTheDocument();
  });
});
