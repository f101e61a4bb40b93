import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { useShellTexts } from '../texts';

const Hero = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 16px 32px;
`;

const Kicker = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: 0.875rem;
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-size: clamp(2rem, 5vw, 3.25rem);
  line-height: 1.15;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
  line-height: 1.6;
`;

export default function HomePage() {
  const brand = useBrand();
  const t = useShellTexts();
  return (
    <Hero aria-labelledby="home-title">
      <Kicker>{t('homeHeroKicker')}</Kicker>
      <Title id="home-title">{brand.name}</Title>
      <Lead>{t('homeHeroLead')}</Lead>
    </Hero>
  );
}
