import { localizePath } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores-context';
import { RouterAnchor, type RouterAnchorProps } from './router-anchor';

/** A link to a path written without locale prefix, kept in the current language. */
export const LocalizedLink = observer(function LocalizedLink({
  to,
  ...rest
}: Omit<RouterAnchorProps, 'href'> & { to: string }) {
  const { locale } = useStores();
  return <RouterAnchor href={localizePath(to, locale.code)} {...rest} />;
});
