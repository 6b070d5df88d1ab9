import type { InstructionSectionDto } from '@gopharm/api-client';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '../../testing';
import { InstructionTabs } from './instruction-tabs';

describe('InstructionTabs (both apps)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the description at once; the instruction’s sections join it as tabs when they come', async () => {
    let answer: (sections: InstructionSectionDto[]) => void = () => undefined;
    const pending = new Promise<InstructionSectionDto[]>((resolve) => (answer = resolve));
    const view = await renderScreen(<InstructionTabs drugId={7} description="<p>Витамины группы B.</p>" />, {
      api: { getDrugInstruction: () => pending },
    });
    expect(screen.getByRole('heading', { name: 'Инструкция' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Описание', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Витамины группы B.')).toBeVisible();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    await act(async () => answer([{ title: 'Показания', content: '<p>Невриты.</p>' }]));
    expect(screen.getByRole('tab', { name: 'Показания' })).toBeInTheDocument();
    // The shopper was reading the description: it stays selected.
    expect(screen.getByRole('tab', { name: 'Описание', selected: true })).toBeInTheDocument();
    view.stores.dispose();
  });

  it('without a description: nothing but the heading until the sections come, then the first one', async () => {
    const view = await renderScreen(<InstructionTabs drugId={7} description="" />, {
      api: { getDrugInstruction: async () => [{ title: 'Показания', content: '<p>Невриты.</p>' }] },
    });
    expect(await screen.findByRole('tab', { name: 'Показания', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Невриты.')).toBeVisible();
    view.stores.dispose();
  });
});
