import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };
export type RenderLink = (props: LinkProps) => ReactNode;

const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

// ui-kit does not know the router: the apps pass their router's link once (e.g.
// `({ href, ...rest }) => <RouterLink to={href} {...rest} />`) and every component's links go through it.
// Storybook and tests get a plain <a>.
const LinkContext = createContext<RenderLink>(renderAnchor);

export function LinkProvider({ renderLink, children }: { renderLink: RenderLink; children: ReactNode }) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** An anchor rendered by the app's router link when a LinkProvider is present. */
export function Link(props: LinkProps) {
  const renderLink = useContext(LinkContext);
  return renderLink(props);
}
