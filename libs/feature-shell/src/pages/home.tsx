import styled from 'styled-components';
import { useBrand, useBrandSeo } from '@xc/brand';
import { Container } from '@xc/ui-kit';
import { useShellTexts } from '../texts';
import { PageTiles } from './page-parts';

export default function HomePage() {
  const brand = useBrand();
  const t = useShellTexts();
  const seo = useBrandSeo('/');
  return (
    <Container>
      <Hero aria-labelledby="home-title">
        <Kicker>{t('homeHeroKicker')}</Kicker>
        <Title id="home-title">{brand.name}</Title>
        {seo?.h2 && <Subtitle>{seo.h2}</Subtitle>}
        <Lead>{t('homeHeroLead')}</Lead>
      </Hero>
      <PageTiles
        label={t('pageSections')}
        pages={[
          '/the-thao',
          '/live-casino',
          '/cong-game',
          '/lo-de',
          '/da-ga',
          '/khuyen-mai',
          '/su-kien',
          '/nhiem-vu',
        ]}
      />
    </Container>
  );
}

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(10, 0, 2)};
`;

const Kicker = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(2rem, 5vw, 3.25rem);
  line-height: 1.15;
`;

const Subtitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
