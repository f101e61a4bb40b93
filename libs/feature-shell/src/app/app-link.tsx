import { forwardRef, type ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { linkPrefetch } from './prefetch';

type AppLinkProps = Omit<ComponentProps<typeof NavLink>, 'to' | 'prefetch'> & { to: string };

/** A site link that preloads its page's code when the player shows intent (hover, focus, touch). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  return <NavLink ref={ref} to={to} prefetch={linkPrefetch()} {...rest} />;
});
