import styled from 'styled-components';
import type { Mission, MissionStatus } from '@xc/api-contract';
import { ErrorIcon, formatNumber, SuccessIcon, WarningIcon } from '@xc/ui-kit';
import { useMissionsTexts } from '../texts';

// The pieces a mission card of the board and a featured item of the events hub share: the status in
// words with its mark, and the measured progress as a bar with its figures.

/** The status in words with a mark (never colour alone). */
export function MissionStatusTag({ status }: { status: MissionStatus }) {
  const t = useMissionsTexts();
  return (
    <Status $status={status}>
      <span aria-hidden="true">{statusIcon(status)}</span>
      {t(`status.${status}`)}
    </Status>
  );
}

/**
 * The progress as a `progressbar` named `label` (its figures in `aria-valuetext`: "50,000 / 100,000
 * VND", "1 / 3 ngày" for check-ins), with the figures beside it for the eye.
 */
export function MissionProgress({ mission, label }: { mission: Mission; label: string }) {
  const t = useMissionsTexts();
  const unit = mission.conditionKind === 'DAILY_CHECK_IN' ? t('card.unitDays') : t('card.unitVnd');
  const progressText = t('card.progressValue', {
    progress: formatNumber(mission.progress),
    target: formatNumber(mission.target),
    unit,
  });
  const percent = mission.target > 0 ? Math.min(100, (mission.progress / mission.target) * 100) : 0;
  return (
    <Progress>
      <Bar
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={mission.progress}
        aria-valuetext={progressText}
      >
        <span style={{ width: `${percent}%` }} />
      </Bar>
      <span aria-hidden="true">{progressText.replace(/ (VND|ngày)$/, '')}</span>
    </Progress>
  );
}

function statusIcon(status: MissionStatus) {
  switch (status) {
    case 'COMPLETED':
    case 'COMPLETED_REWARDED':
      return <SuccessIcon size={16} />;
    case 'EXPIRED':
      return <ErrorIcon size={16} />;
    default:
      return <WarningIcon size={16} />;
  }
}

const statusColor = (status: MissionStatus) =>
  status === 'COMPLETED' || status === 'COMPLETED_REWARDED'
    ? 'success'
    : status === 'EXPIRED'
      ? 'error'
      : status === 'IN_PROGRESS'
        ? 'warning'
        : 'textMuted';

const Status = styled.span<{ $status: MissionStatus }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $status }) => theme.colors[statusColor($status)]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > span {
    flex: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.div`
  flex: 1;
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
`;
