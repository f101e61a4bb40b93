import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  DEPOSIT_PROMOTIONS,
  GAME_SECTION_NAMES,
  PROMOTION_ERROR_CODES,
  PROMOTION_MESSAGES,
  PROMOTION_PRODUCTS,
  type DepositPromotion,
  type Promotion,
} from '@xc/api-contract';
import { getQueryClient, playerPromotionsQueryOptions, promotionsQueryOptions, sessionAtom, useApiQuery, usePlayerId, type ApiError, useAtomSnapshot } from '@xc/data-access-api';
import { Button, formatMoney } from '@xc/ui-kit';
import { FieldError, Fieldset, Hint } from './parts';
import { useDepositTexts } from './texts';

const isDepositPromotion = (value: string | null): value is DepositPromotion =>
  (DEPOSIT_PROMOTIONS as readonly (string | null)[]).includes(value);

/**
 * The promotion of a deposit form: `?promotion=khuyen-mai-100` in the address (the promotion pages'
 * "Nạp ngay") chooses it at first; the field puts it back to `none` when it cannot apply.
 */
export function usePromotionChoice() {
  const [params] = useSearchParams();
  return useState<DepositPromotion>(() => {
    const asked = params.get('promotion');
    return isDepositPromotion(asked) ? asked : 'none';
  });
}

const PROMOTION_CODES = new Set<string>(Object.values(PROMOTION_ERROR_CODES));

/** A refusal of the deposit because of its promotion: said at the promotion field, not above the button. */
export const isPromotionError = (error: ApiError): boolean => PROMOTION_CODES.has(error.code);

/** After such a refusal the player's promotions have changed (a bonus taken meanwhile): ask again. */
export function refreshPromotions(playerId: number | null): void {
  void getQueryClient().invalidateQueries({ queryKey: playerPromotionsQueryOptions(playerId).queryKey, exact: true });
}

/** What the bonus would be for `amount` (VND), capped by the brand's maximum; 0 under the minimum deposit. */
export function bonusFor(promotion: Promotion, amount: number): { bonus: number; requirement: number } {
  const percent = promotion.percent ?? 0;
  if (promotion.minDeposit !== null && amount < promotion.minDeposit) return { bonus: 0, requirement: 0 };
  const uncapped = Math.floor((amount * percent) / 100);
  const bonus = promotion.maxBonus === null ? uncapped : Math.min(uncapped, promotion.maxBonus);
  return { bonus, requirement: (amount + bonus) * (promotion.rounds ?? 0) };
}

/**
 * The promotion choice of a deposit (spec §3): the first-deposit bonuses are offered only while
 * GET /api/user/promotion says one may still apply; otherwise the field says why. Each option shows
 * its terms in figures for this brand (GET /api/promotions) and, for the amount typed, the bonus and
 * the total to wager. `error` is the API's refusal of the promotion.
 */
export function PromotionField({
  value,
  onChange,
  amount,
  error,
  onPicked,
}: {
  value: DepositPromotion;
  /** The choice, the player's or the field's own (back to `none` when a bonus cannot apply). */
  onChange(value: DepositPromotion): void;
  /** The player picked an option (a refusal shown for the last one no longer applies). */
  onPicked?(): void;
  /** The deposit the bonus would be worked out on (VND), when known. */
  amount: number | null;
  error?: string | undefined;
}) {
  const t = useDepositTexts();
  const name = useId();
  const session = useAtomSnapshot(sessionAtom);
  const playerId = usePlayerId();
  const mine = useApiQuery(playerPromotionsQueryOptions(playerId));
  const catalogue = useApiQuery(promotionsQueryOptions());
  // Without an answer (the promotions service down), the session's rule still holds: never deposited.
  const available = mine.data
    ? mine.data.firstDepositAvailable
    : mine.isError
      ? !session?.user.isFirstDeposit
      : null;
  const published = catalogue.data?.filter(
    (promotion) => promotion.kind === 'first_deposit' && promotion.active && isDepositPromotion(promotion.code),
  );
  const offered: readonly DepositPromotion[] = published
    ? DEPOSIT_PROMOTIONS.filter((code) => code === 'none' || published.some((p) => p.code === code))
    : DEPOSIT_PROMOTIONS;
  const allowed = available === true && offered.includes(value);
  useEffect(() => {
    if (value !== 'none' && available !== null && !allowed) onChange('none');
  }, [value, available, allowed, onChange]);

  const errorId = `${name}-error`;
  const errorLine = error ? (
    <FieldError id={errorId} role="alert">
      {error}
    </FieldError>
  ) : null;

  if (available === null) {
    return (
      <Fieldset aria-busy="true">
        <legend>{t('promotion')}</legend>
        <Hint role="status">{t('promotionLoading')}</Hint>
      </Fieldset>
    );
  }
  if (!available) {
    const reason = mine.data?.active
      ? PROMOTION_MESSAGES.bonusActive
      : session?.user.isFirstDeposit || (mine.data?.past.length ?? 0) > 0 || !mine.data
        ? PROMOTION_MESSAGES.notFirstDeposit
        : PROMOTION_MESSAGES.notEligible;
    return (
      <Fieldset aria-describedby={error ? errorId : undefined}>
        <legend>{t('promotion')}</legend>
        {/* The API's refusal, when there is one, is the reason. */}
        {error ? null : <Unavailable>{reason}</Unavailable>}
        {mine.data?.active && (
          <Hint>
            <Link to="/account/promotion">{t('promotionProgress')}</Link>
          </Hint>
        )}
        {errorLine}
      </Fieldset>
    );
  }
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{t('promotion')}</legend>
      {offered.map((code) => {
        const promotion = published?.find((p) => p.code === code);
        const termsId = `${name}-${code}-terms`;
        return (
          <Option key={code} data-checked={value === code || undefined}>
            <label>
              <input
                type="radio"
                name={name}
                value={code}
                checked={value === code}
                onChange={() => {
                  onChange(code);
                  onPicked?.();
                }}
                aria-describedby={promotion ? termsId : undefined}
              />
              {promotion?.title ?? t(`promotions.${code}`)}
            </label>
            {promotion && <Terms id={termsId} promotion={promotion} amount={amount} />}
          </Option>
        );
      })}
      {catalogue.isError && !catalogue.isFetching && (
        <Hint>
          {t('promotionTermsFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void catalogue.refetch()}>
            {t('tryAgain')}
          </Button>
        </Hint>
      )}
      <Hint>{t('promotionHint')}</Hint>
      {errorLine}
    </Fieldset>
  );
}

/** One promotion's rules in figures, and what they make of the amount typed. */
function Terms({ id, promotion, amount }: { id: string; promotion: Promotion; amount: number | null }) {
  const t = useDepositTexts();
  const weights = PROMOTION_PRODUCTS.map((product) => {
    const weight = promotion.products.find((rule) => rule.product === product)?.weightPercent ?? 0;
    return `${GAME_SECTION_NAMES[product]} ${weight > 0 ? `${weight}%` : t('promotionNotCounted')}`;
  });
  const worked = amount !== null && amount > 0 ? bonusFor(promotion, amount) : null;
  return (
    <TermList id={id}>
      <li>
        {t('promotionRule', {
          percent: promotion.percent ?? 0,
          cap: formatMoney(promotion.maxBonus ?? 0),
          rounds: promotion.rounds ?? 0,
          days: promotion.validDays ?? 0,
        })}
        {promotion.minDeposit !== null && ` ${t('promotionMin', { min: formatMoney(promotion.minDeposit) })}`}
      </li>
      <li>
        {worked === null
          ? t('promotionExampleNone')
          : worked.bonus === 0
            ? t('promotionBelowMin', { min: formatMoney(promotion.minDeposit ?? 0) })
            : t('promotionExample', {
                amount: formatMoney(amount ?? 0),
                bonus: formatMoney(worked.bonus),
                requirement: formatMoney(worked.requirement),
              })}
      </li>
      <li>{t('promotionWeights', { list: weights.join(', ') })}</li>
      <li>
        <Link to={`/khuyen-mai/${promotion.code}`}>{t('promotionDetails')}</Link>
      </li>
    </TermList>
  );
}

const Option = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  &[data-checked] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
`;

const TermList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(7)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
