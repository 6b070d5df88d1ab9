import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { WhenStartedContext } from './app-start';

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute path of the site, with its language prefix ("/uz/product/x"). */
  href: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window), another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target?: string) {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/**
 * A link inside the site: a plain `<a href>` the router follows without reloading the page. The site's links
 * are always absolute paths, so none of the work react-router's `<Link>` does for each link (resolving relative
 * paths against the route, prefetch and view-transition state) is needed: it was a tenth of a server render,
 * and of the hydration, of a page with a few dozen links.
 */
export function RouterAnchor({ href, onClick, target, replace, children, ...rest }: RouterAnchorProps) {
  const navigate = useNavigate();
  const whenStarted = useContext(WhenStartedContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    whenStarted(() => void navigate(href, { replace }));
  };
  return (
    <a href={href} target={target} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
