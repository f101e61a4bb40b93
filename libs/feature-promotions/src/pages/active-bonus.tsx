import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  BONUS_STATUS_NAMES,
  PROMOTION_PRODUCTS,
  type Bonus,
  type PlayerPromotions,
  type Promotion,
  type PromotionProductRule,
} from '@xc/api-contract';
import { Button, formatMoney, formatNumber, media, useCountdown, useModals, useToast } from '@xc/ui-kit';
import { daysBetween, formatDateTime, formatRemaining, productName, progressPercent } from '../format';
import { promotionsModals } from '../modals';
import { usePromotionsTexts } from '../texts';
import { Facts, LinkButton, Muted, Row, Section, StatusBadge, Table } from './parts';

/** The first deposit page with this promotion chosen (what the promotion pages' "Nạp ngay" opens too). */
export const depositPathFor = (code: string) => `/account/deposit/codepay?promotion=${encodeURIComponent(code)}`;

/**
 * The active bonus, or what to do without one. When the bonus the player watched completes (a live
 * update moves it to the past), the page says so in a status message and a toast.
 */
export function ActiveBonusSection({
  data,
  promotions,
  onChanged,
}: {
  data: PlayerPromotions;
  promotions: readonly Promotion[] | undefined;
  onChanged(): void;
}) {
  const t = usePromotionsTexts();
  const toast = useToast();
  const watched = useRef<number | null>(data.active?.id ?? null);
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    const before = watched.current;
    watched.current = data.active?.id ?? null;
    if (before === null || data.active?.id === before) return;
    if (data.past.find((bonus) => bonus.id === before)?.status === 'completed') {
      setCompleted(true);
      toast({ title: t('completedNow'), type: 'success', isAccount: true });
    }
  }, [data, t, toast]);

  const active = data.active;
  const firstDeposit = (promotions ?? []).filter((p) => p.kind === 'first_deposit' && p.active);
  return (
    <Section aria-labelledby="promotion-active-title">
      <h2 id="promotion-active-title">{t('activeTitle')}</h2>
      <Announcement role="status" aria-live="polite">
        {completed && !active ? t('completedNow') : ''}
      </Announcement>
      {active ? (
        <ActiveBonus
          bonus={active}
          promotion={promotions?.find((p) => p.code === active.promotionCode)}
          onChanged={onChanged}
        />
      ) : (
        <Empty>
          <p>{data.past.length === 0 ? t('empty') : t('noActive')}</p>
          <Row>
            {data.firstDepositAvailable && firstDeposit[0] && (
              <LinkButton to={depositPathFor(firstDeposit[0].code)} data-primary="">
                {t('depositWithBonus')}
              </LinkButton>
            )}
            <LinkButton to="/khuyen-mai">{t('browse')}</LinkButton>
          </Row>
        </Empty>
      )}
    </Section>
  );
}

function ActiveBonus({ bonus, promotion, onChanged }: { bonus: Bonus; promotion: Promotion | undefined; onChanged(): void }) {
  const t = usePromotionsTexts();
  const modals = useModals();
  const validDays = daysBetween(bonus.startedAt, bonus.expiresAt);
  const percent = promotion?.percent ?? null;
  const cancel = async () => {
    const cancelled = await modals.open(promotionsModals.cancelPromotion, { bonusId: bonus.id, title: bonus.title });
    if (cancelled) onChanged();
  };
  return (
    <Grid>
      <div>
        <Row>
          <h3>{bonus.title}</h3>
          <StatusBadge $status={bonus.status}>{BONUS_STATUS_NAMES[bonus.status]}</StatusBadge>
        </Row>
        <WageringMeter wagered={bonus.wagered} requirement={bonus.requirement} remaining={bonus.remaining} />
        <ExpiryCountdown expiresAt={bonus.expiresAt} onEnd={onChanged} />
      </div>
      <div>
        <h3 id="promotion-terms-title">{t('termsTitle')}</h3>
        <Facts aria-labelledby="promotion-terms-title">
          {bonus.source === 'mission' ? (
            <>
              <dt>{t('source')}</dt>
              <dd>{t('sourceMission')}</dd>
            </>
          ) : (
            <>
              <dt>{t('deposit')}</dt>
              <dd>{formatMoney(bonus.deposit)}</dd>
            </>
          )}
          <dt>{t('bonus')}</dt>
          <dd>
            {formatMoney(bonus.bonus)}
            {percent !== null && <small>{t('percentOfDeposit', { percent })}</small>}
          </dd>
          {promotion?.maxBonus != null && (
            <>
              <dt>{t('cap')}</dt>
              <dd>{formatMoney(promotion.maxBonus)}</dd>
            </>
          )}
          <dt>{t('rounds')}</dt>
          <dd>{t('roundsValue', { rounds: bonus.rounds })}</dd>
          <dt>{t('requirement')}</dt>
          <dd>
            {formatMoney(bonus.requirement)}
            <small>
              {t(bonus.source === 'mission' ? 'requirementFormulaBonusOnly' : 'requirementFormula', {
                deposit: formatNumber(bonus.deposit),
                bonus: formatNumber(bonus.bonus),
                rounds: bonus.rounds,
                requirement: formatNumber(bonus.requirement),
              })}
            </small>
          </dd>
          <dt>{t('validity')}</dt>
          <dd>
            {t('validityValue', {
              days: validDays,
              from: formatDateTime(bonus.startedAt),
              to: formatDateTime(bonus.expiresAt),
            })}
          </dd>
        </Facts>
      </div>
      <Wide>
        <Weights products={bonus.products} />
        {promotion && promotion.terms.length > 0 && (
          <Terms>
            <summary>{t('fullTerms')}</summary>
            <ol>
              {promotion.terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </Terms>
        )}
        <CancelRow>
          <Button variant="secondary" onClick={() => void cancel()}>
            {t('cancel')}
          </Button>
          <Muted>{t('cancelHint')}</Muted>
        </CancelRow>
      </Wide>
    </Grid>
  );
}

/** The wagering meter: a progressbar with its figures, and the same figures as text. */
export function WageringMeter({ wagered, requirement, remaining }: { wagered: number; requirement: number; remaining: number }) {
  const t = usePromotionsTexts();
  const id = useId();
  const percent = progressPercent(wagered, requirement);
  const figures = { wagered: formatNumber(wagered), requirement: formatNumber(requirement) };
  return (
    <Meter>
      <div>
        <span id={id}>{t('meterLabel')}</span>
        <strong aria-hidden="true">{percent}%</strong>
      </div>
      <Track
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={requirement}
        aria-valuenow={wagered}
        aria-valuetext={t('meterValue', { ...figures, percent })}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <p>
        <strong>{t('meterText', figures)}</strong>
      </p>
      <Muted>
        {remaining > 0 ? t('remaining', { amount: formatMoney(remaining) }) : t('completedNow')} {t('live')}
      </Muted>
    </Meter>
  );
}

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/** Time left before the bonus expires (ui-kit countdown); at zero the page asks the API again, once. */
export function ExpiryCountdown({ expiresAt, onEnd }: { expiresAt: string; onEnd(): void }) {
  const t = usePromotionsTexts();
  const { left, start } = useCountdown();
  const [started, setStarted] = useState(false);
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => {
    start(secondsUntil(expiresAt));
    setStarted(true);
  }, [expiresAt, start]);
  useEffect(() => {
    if (started && left === 0) ended.current();
  }, [started, left]);
  if (!started) return null;
  return (
    <Expiry>
      {left > 0 ? (
        <>
          {t('expiresIn')}{' '}
          <strong role="timer" aria-live="off">
            {formatRemaining(left, (days) => t('days', { days }))}
          </strong>
        </>
      ) : (
        t('expiredNow')
      )}
      <small>{t('expiresAt', { at: formatDateTime(expiresAt) })}</small>
    </Expiry>
  );
}

/** Every product of the site with the share of a stake that counts (0 %: not counted). */
export function Weights({ products }: { products: readonly PromotionProductRule[] }) {
  const t = usePromotionsTexts();
  const weightOf = (product: string) => products.find((rule) => rule.product === product)?.weightPercent ?? 0;
  return (
    <>
      <h3 id="promotion-weights-title">{t('weightsTitle')}</h3>
      <Muted>{t('weightsLead')}</Muted>
      <Table aria-labelledby="promotion-weights-title">
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col" data-number="">
              {t('weight')}
            </th>
            <th scope="col" data-number="">
              {t('example')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PROMOTION_PRODUCTS.map((product) => {
            const weight = weightOf(product);
            return (
              <tr key={product}>
                <td data-head="">{productName(product)}</td>
                <td data-label={t('weight')} data-number="">
                  {weight > 0 ? `${weight}%` : t('notCounted')}
                </td>
                <td data-label={t('example')} data-number="">
                  {formatMoney((100_000 * weight) / 100)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

const Announcement = styled.div`
  &:empty {
    display: none;
  }
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.success};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2, 8)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h3 {
    margin: 0;
  }
  > div > h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Wide = styled.div`
  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Meter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  > div:first-child {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > p strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 14px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Expiry = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Terms = styled.details`
  margin-top: ${({ theme }) => theme.space(4)};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(2, 0, 0)};
    padding-left: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CancelRow = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
