import { Outlet } from 'react-router';
import { useShellTexts } from '../texts';
import { SectionTabs } from './section-tabs';
import { SiteFrame } from './site-frame';

/** Promotions: the site frame with tabs between promotions and events. */
export default function PromotionsLayout() {
  const t = useShellTexts();
  return (
    <SiteFrame>
      <SectionTabs label={t('promotionsTabs')} links={['/khuyen-mai', '/su-kien']} />
      <Outlet />
    </SiteFrame>
  );
}
