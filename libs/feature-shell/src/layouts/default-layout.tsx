import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';

/** The default, home and error layouts: the site frame around the page. */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
