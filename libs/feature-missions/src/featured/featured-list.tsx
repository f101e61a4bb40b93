import { useId } from 'react';
import styled from 'styled-components';
import type { Mission } from '@xc/api-contract';
import { featuredMissionsQueryOptions, useApiQuery } from '@xc/data-access-api';
import { Button, ensureContrast } from '@xc/ui-kit';
import { MissionProgress, MissionStatusTag } from '../board/mission-bits';
import { rewardText } from '../format';
import { useMissionsTexts } from '../texts';
import { FeaturedFrame, FeaturedLoading } from './featured-frame';

/**
 * A player's featured missions (`GET featured`, at most three): each with its title, reward,
 * progress and status; nothing at all when the operator features none still open to the player.
 * Loaded with the API client once the player is known.
 */
export function FeaturedList({ playerId }: { playerId: number }) {
  const t = useMissionsTexts();
  const query = useApiQuery(featuredMissionsQueryOptions(playerId));
  if (!query.data) {
    return (
      <FeaturedFrame>
        {query.isError && !query.isFetching ? (
          <Failed role="alert">
            <p>{t('featured.failed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Failed>
        ) : (
          <FeaturedLoading />
        )}
      </FeaturedFrame>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <FeaturedFrame>
      <Items>
        {query.data.map((mission) => (
          <li key={mission.id}>
            <FeaturedItem mission={mission} />
          </li>
        ))}
      </Items>
    </FeaturedFrame>
  );
}

function FeaturedItem({ mission }: { mission: Mission }) {
  const t = useMissionsTexts();
  const titleId = useId();
  return (
    <Item aria-labelledby={titleId}>
      <Top>
        <h3 id={titleId}>{mission.title}</h3>
        <MissionStatusTag status={mission.status} />
      </Top>
      <Reward>{rewardText(mission.reward)}</Reward>
      <MissionProgress mission={mission} label={t('featured.progress', { title: mission.title })} />
    </Item>
  );
}

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Reward = styled.p`
  margin: 0;
  /* The accent, darkened where too faint on the item (WCAG AA 4.5:1). */
  color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.background, 4.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
