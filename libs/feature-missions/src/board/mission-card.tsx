import { useId } from 'react';
import styled from 'styled-components';
import type { Mission } from '@xc/api-contract';
import { Button, ensureContrast, media } from '@xc/ui-kit';
import { rewardText, timeLeft, vietnamTime } from '../format';
import { useMissionsTexts } from '../texts';
import { MissionProgress, MissionStatusTag } from './mission-bits';
import { Muted } from './parts';

export interface MissionCardProps {
  mission: Mission;
  /** A configured requirement is unmet: accept and claim are not offered. */
  blocked: boolean;
  now: number | null;
  pending: boolean;
  onAccept(mission: Mission): void;
  onClaim(mission: Mission): void;
}

/**
 * One mission: title, what to do, the reward, the measured progress as a bar (role progressbar
 * with its figures in words), the status in words and with a mark (never colour alone), the time
 * left, and what the player can do in this status.
 */
export function MissionCard({ mission, blocked, now, pending, onAccept, onClaim }: MissionCardProps) {
  const t = useMissionsTexts();
  const titleId = useId();
  const whyId = useId();
  const time = timing(mission, now, t);
  const why = reason(mission, now, t);

  return (
    <Card aria-labelledby={titleId} data-status={mission.status}>
      <Top>
        <div>
          <Kind>{mission.type === 'DAILY' ? t('card.daily') : t('card.period')}</Kind>
          <h3 id={titleId}>{mission.title}</h3>
        </div>
        <MissionStatusTag status={mission.status} />
      </Top>
      <p>{mission.description}</p>
      <Reward>{rewardText(mission.reward)}</Reward>
      <MissionProgress mission={mission} label={t('card.progress')} />
      <Bottom>
        {time ? <Muted>{time}</Muted> : <span />}
        <Action>{action(mission, blocked, pending, why ? whyId : undefined, onAccept, onClaim, t)}</Action>
      </Bottom>
      {why && <Why id={whyId}>{why}</Why>}
    </Card>
  );
}

type T = ReturnType<typeof useMissionsTexts>;

function action(
  mission: Mission,
  blocked: boolean,
  pending: boolean,
  describedBy: string | undefined,
  onAccept: (mission: Mission) => void,
  onClaim: (mission: Mission) => void,
  t: T,
) {
  const off = (label: string) => (
    <Button variant="secondary" disabled aria-describedby={describedBy}>
      {label}
    </Button>
  );
  switch (mission.status) {
    case 'NOT_ACCEPTED':
      return blocked ? (
        <Muted>{t('card.blocked')}</Muted>
      ) : (
        <Button loading={pending} onClick={() => onAccept(mission)}>
          {t('actions.accept')}
        </Button>
      );
    case 'COMPLETED':
      return blocked ? (
        <Muted>{t('card.blocked')}</Muted>
      ) : (
        <Button loading={pending} onClick={() => onClaim(mission)}>
          {t('actions.claim')}
        </Button>
      );
    case 'IN_PROGRESS':
      return off(t('actions.inProgress'));
    case 'COMPLETED_REWARDED':
      return off(t('actions.rewarded'));
    case 'EXPIRED':
      return off(t('actions.expired'));
    case 'NOT_STARTED':
      return off(t('actions.notStarted'));
  }
}

/** Why the action is not there or is off, shown under it and read as its description. */
function reason(mission: Mission, now: number | null, t: T): string | null {
  if (mission.status === 'NOT_STARTED') {
    if (mission.prerequisite) return t('card.prerequisite', { title: mission.prerequisite.title });
    const left = now === null ? null : timeLeft(mission.startsAt, now);
    return left
      ? t('card.startsIn', { left })
      : t('card.notStarted', { time: vietnamTime(mission.startsAt) });
  }
  return null;
}

/** The clock that matters in this status: time to complete, time to claim, when it ended or was claimed. */
function timing(mission: Mission, now: number | null, t: T): string | null {
  switch (mission.status) {
    case 'IN_PROGRESS':
    case 'NOT_ACCEPTED': {
      const end = mission.deadline ?? mission.endsAt;
      const left = now === null ? null : timeLeft(end, now);
      return left ? t('card.deadline', { left }) : null;
    }
    case 'COMPLETED': {
      if (!mission.claimUntil) return null;
      const left = now === null ? null : timeLeft(mission.claimUntil, now);
      return left ? t('card.claimUntil', { left }) : null;
    }
    case 'COMPLETED_REWARDED':
      return mission.claimedAt ? t('card.claimedAt', { time: vietnamTime(mission.claimedAt) }) : null;
    case 'EXPIRED':
      return t('card.ended', { time: vietnamTime(mission.deadline ?? mission.endsAt) });
    case 'NOT_STARTED':
      return null;
  }
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &[data-status='COMPLETED'] {
    border-color: ${({ theme }) => theme.colors.success};
  }
  /* Done with: a quieter frame, never fainter text (opacity would take muted text under 4.5:1). */
  &[data-status='EXPIRED'],
  &[data-status='COMPLETED_REWARDED'] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.background};
  }
  h3 {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Reward = styled.p`
  && {
    /*
     * The brand's accent, darkened where it would be too faint (WCAG AA 4.5:1: xc07's is 1.74:1 on
     * white) on the card and on a done card's quieter background.
     */
    color: ${({ theme }) =>
      ensureContrast(ensureContrast(theme.colors.accent, theme.colors.surface, 4.5), theme.colors.background, 4.5)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2, 3)};
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Action = styled.div`
  display: flex;
  ${media.mobile} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const Why = styled(Muted)`
  && {
    margin-top: -${({ theme }) => theme.space(1)};
    text-align: right;
  }
  ${media.mobile} {
    && {
      text-align: left;
    }
  }
`;
