import { forwardRef, type ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { prefetchRoute } from './prefetch';

type AppLinkProps = Omit<ComponentProps<typeof NavLink>, 'to' | 'prefetch'> & { to: string };

/** A site link that preloads its page's code when the player shows intent (hover, focus, touch). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  return (
    <NavLink
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        prefetchRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchRoute(to);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchRoute(to);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});
