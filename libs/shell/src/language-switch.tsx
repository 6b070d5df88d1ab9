import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from './app/router-anchor';
import { useAlternatePath } from './locale-routes';
import { useStores } from './stores-context';
import styles from './language-switch.module.css';

/** Switches between Russian and Uzbek, staying on the same page. */
export const LanguageSwitch = observer(function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const target = locale.code === 'ru' ? 'uz' : 'ru';
  const href = useAlternatePath(target);
  return (
    <RouterAnchor
      className={className ? `${styles.switch} ${className}` : styles.switch}
      href={href}
      lang={target}
      hrefLang={target}
    >
      {t('language.switchTo')}
    </RouterAnchor>
  );
});
