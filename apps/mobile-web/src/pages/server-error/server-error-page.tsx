import { ServerErrorScreen } from '@gopharm/shell';

/** "Ошибка на сервере", the same as desktop's: home, the support chat and the phone. */
export function ServerErrorPage() {
  return <ServerErrorScreen />;
}
