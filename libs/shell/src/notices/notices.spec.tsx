import type { Notice } from '@gopharm/domain';
import { createI18n } from '@gopharm/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NoticesProvider } from './notices';
import { useNotify } from './use-notify';

function Raise({ notices }: { notices: Notice[] }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notices.forEach(notify)}>
      raise
    </button>
  );
}

function renderWith(notices: Notice[]) {
  render(
    <I18nextProvider i18n={createI18n('ru')}>
      <NoticesProvider>
        <Raise notices={notices} />
      </NoticesProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('NoticesProvider', () => {
  it('shows no toast and loads no notifier until something is said', () => {
    renderWith([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows every notice raised while the notifier loads, translated or as the server said it', async () => {
    const user = renderWith([
      { type: 'success', key: 'common.close' },
      { type: 'error', text: 'Сервер недоступен' },
    ]);
    await user.click(screen.getByRole('button', { name: 'raise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(await screen.findByRole('status')).toHaveTextContent(createI18n('ru').t('common.close'));
  });

  it('shows later notices at once', async () => {
    const user = renderWith([{ type: 'info', text: 'Адрес сохранён' }]);
    await user.click(screen.getByRole('button', { name: 'raise' }));
    await screen.findByText('Адрес сохранён');
    await user.click(screen.getByRole('button', { name: 'raise' }));
    expect(await screen.findAllByText('Адрес сохранён')).toHaveLength(2);
  });

  it('ignores an empty notice and a notice outside the provider', async () => {
    function Bare() {
      const notify = useNotify();
      notify(null);
      notify({ type: 'info', text: 'nowhere' });
      return <p>bare</p>;
    }
    render(
      <I18nextProvider i18n={createI18n('ru')}>
        <Bare />
      </I18nextProvider>,
    );
    expect(screen.getByText('bare')).toBeInTheDocument();
    expect(screen.queryByText('nowhere')).not.toBeInTheDocument();
  });
});
