import { LocalizedLink } from '@gopharm/shell';
import type { RenderLink } from '@gopharm/ui-kit';

/** ui-kit's links go through the router, in the current language. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <LocalizedLink to={href} {...rest}>
    {children}
  </LocalizedLink>
);
