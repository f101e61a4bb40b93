import { Outlet } from 'react-router';
import styled from 'styled-components';
import { EVENT_SLUGS } from '@xc/paths';
import { useShellTexts } from '../texts';
import { SectionTabs } from './section-tabs';
import { SiteFrame } from './site-frame';

/** Events: the site frame, the events' own tabs and a festive band behind the page. */
export default function EventLayout() {
  const t = useShellTexts();
  return (
    <SiteFrame>
      <SectionTabs
        label={t('promotionsTabs')}
        links={['/khuyen-mai', '/su-kien', ...EVENT_SLUGS.map((s) => `/su-kien/${s}` as const)]}
      />
      <Festive>
        <Outlet />
      </Festive>
    </SiteFrame>
  );
}

const Festive = styled.div`
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.colors.primary}33 0, transparent 40%),
    radial-gradient(circle at 85% 10%, ${({ theme }) => theme.colors.accent}26 0, transparent 35%);
`;
