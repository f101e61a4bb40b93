import { useBrandSeo, usePageHeading } from '@xc/brand';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, Container, Lead, PageTitle } from '@xc/ui-kit';
import { MissionBoard } from '../board/mission-board';
import { useMissionsTexts } from '../texts';

/**
 * `/nhiem-vu`: the mission board. Prerendered with its heading, hero frame and tabs; the figures,
 * the player's missions (or a visitor's login prompt) come once the page runs.
 */
export default function MissionsPage() {
  const t = useMissionsTexts();
  const heading = usePageHeading('/nhiem-vu');
  const trail = usePageTrail('/nhiem-vu');
  const seo = useBrandSeo('/nhiem-vu');
  return (
    <Container>
      <Breadcrumbs label={t('breadcrumb')} items={trail} />
      <PageTitle>{heading}</PageTitle>
      {seo?.h2 && <h2>{seo.h2}</h2>}
      <Lead>{t('lead')}</Lead>
      <MissionBoard />
    </Container>
  );
}
