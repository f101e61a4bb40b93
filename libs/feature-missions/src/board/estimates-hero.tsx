import { useId } from 'react';
import styled from 'styled-components';
import type { MissionTab } from '@xc/api-contract';
import { formatNumber, media } from '@xc/ui-kit';
import { missionEstimates } from '../estimates';
import { vnd } from '../format';
import { useMissionsTexts } from '../texts';

/**
 * The board's hero: today's estimated total reward of the tab shown and the riders (spec §9), from
 * the date alone. `now` is null while prerendering and hydrating (the build's date would be wrong by
 * the time the page is read), and the figures show once the page runs.
 */
export function EstimatesHero({ tab, now }: { tab: MissionTab; now: number | null }) {
  const t = useMissionsTexts();
  const titleId = useId();
  const figures = now === null ? null : missionEstimates(now, tab);
  return (
    <Hero aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('hero.label')}
      </h2>
      <Figures>
        <div>
          <dt>{t('hero.totalReward')}</dt>
          <dd>{figures ? vnd(figures.totalReward) : '—'}</dd>
        </div>
        <div>
          <dt>{t('hero.riders')}</dt>
          <dd>{figures ? formatNumber(figures.riders) : '—'}</dd>
        </div>
      </Figures>
      <Note>{t('hero.estimate')}</Note>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    gap: ${({ theme }) => theme.space(3)};
    dd {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
