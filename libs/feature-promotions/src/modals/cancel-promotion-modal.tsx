import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { PROMOTION_ERROR_CODES, PROMOTION_MESSAGES, type Bonus } from '@xc/api-contract';
import {
  cancelBonus,
  fetchBalance,
  forfeitPreviewQueryOptions,
  getQueryClient,
  newRequestId,
  serverMessageOr,
  sessionAtom,
  useApiQuery,
  usePlayerId,
  type ApiError,
} from '@xc/data-access-api';
import { Button, FormError, formatMoney, Modal, useModals, useToast, type ModalBodyProps } from '@xc/ui-kit';
import { promotionsModalPorts } from '../modals';
import { usePromotionsTexts } from '../texts';

export interface CancelPromotionParams {
  bonusId: number;
  /** The promotion's title, as the page shows it. */
  title: string;
}

/** A refusal or a failure the API recorded: the next attempt is a new request. */
const decided = (error: ApiError) => error.status >= 400 && error.status < 500;

/**
 * `cancelPromotion`: loads what cancelling would forfeit now (GET …/forfeit-preview), says exactly
 * what is taken back and what stays, then asks once more through the account feature's `confirm`
 * modal with the same figures, and cancels with one request id per attempt (a retry after a lost
 * answer sends the same id, so the API cancels once) and the figure confirmed: when a credit since
 * the preview would make the API take more, it refuses, and the figures are read again for a new
 * confirm. Resolves to the cancelled bonus.
 */
export function CancelPromotionModal({ params, close }: ModalBodyProps<CancelPromotionParams, Bonus>) {
  const t = usePromotionsTexts();
  const playerId = usePlayerId();
  const modals = useModals();
  const toast = useToast();
  const setSession = useSetAtom(sessionAtom);
  const preview = useApiQuery(forfeitPreviewQueryOptions(playerId));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const figures = preview.data;

  const refreshAccount = () => {
    void getQueryClient().invalidateQueries({ queryKey: ['account', playerId] });
    void fetchBalance().then((result) => {
      if (!result.ok) return;
      setSession((current) =>
        current && current.user.id === playerId
          ? { ...current, user: { ...current.user, balance: result.data.balance } }
          : current,
      );
    });
  };

  const cancel = async () => {
    if (!figures || busy) return;
    const confirmed = await modals.open(promotionsModalPorts.confirm, {
      title: t('confirmTitle'),
      message: t('confirmMessage', {
        forfeit: formatMoney(figures.forfeit),
        keep: formatMoney(figures.keep),
        title: params.title,
      }),
      confirmLabel: t('confirmYes'),
      cancelLabel: t('confirmNo'),
    });
    if (!confirmed) return;
    requestId.current ??= newRequestId();
    setBusy(true);
    setError(null);
    // The figure confirmed goes with the cancel: the API refuses to take more (a credit since the preview).
    const result = await cancelBonus({
      bonusId: params.bonusId,
      requestId: requestId.current,
      forfeit: figures.forfeit,
    });
    setBusy(false);
    if (result.ok) {
      requestId.current = null;
      toast({
        title: t('cancelledToast', {
          message: PROMOTION_MESSAGES.cancelled,
          forfeited: formatMoney(result.data.forfeited ?? 0),
        }),
        type: 'success',
        isAccount: true,
      });
      // Closed first: the preview of a bonus that no longer runs is not asked for again.
      close(result.data);
      refreshAccount();
      return;
    }
    if (decided(result.error)) {
      requestId.current = null;
      // Ended meanwhile (expired, completed): the page behind shows it as it is now.
      refreshAccount();
      // The forfeit grew since the preview: the figures above are read again for a fresh confirm.
      if (result.error.code === PROMOTION_ERROR_CODES.forfeitChanged) void preview.refetch();
    }
    setError(serverMessageOr(result.error, t('genericError')));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && close()}
      title={t('cancelTitle')}
      description={t('previewIntro', { title: params.title })}
      maxWidth={480}
    >
      {!figures ? (
        preview.isError && !preview.isFetching ? (
          <Body>
            <FormError>{serverMessageOr(preview.error, t('previewFailed'))}</FormError>
            <Buttons>
              <Button variant="secondary" onClick={() => close()}>
                {t('keepBonus')}
              </Button>
              <Button onClick={() => void preview.refetch()}>{t('retry')}</Button>
            </Buttons>
          </Body>
        ) : (
          <p role="status" aria-live="polite">
            {t('previewLoading')}
          </p>
        )
      ) : (
        <Body>
          <Figures>
            <div>
              <dt>{t('balanceNow')}</dt>
              <dd>{formatMoney(figures.balance)}</dd>
            </div>
            <div data-tone="forfeit">
              <dt>{t('forfeitNow')}</dt>
              <dd>{formatMoney(figures.forfeit)}</dd>
            </div>
            <div data-tone="keep">
              <dt>{t('keepNow')}</dt>
              <dd>{formatMoney(figures.keep)}</dd>
            </div>
          </Figures>
          <Note>{t('keepNote')}</Note>
          <Note>
            <strong>{t('irreversible')}</strong>
          </Note>
          {error && <FormError>{error}</FormError>}
          {busy && (
            <p role="status" aria-live="polite">
              {t('cancelling')}
            </p>
          )}
          <Buttons>
            <Button variant="secondary" onClick={() => close()} disabled={busy}>
              {t('keepBonus')}
            </Button>
            <Button onClick={() => void cancel()} loading={busy}>
              {t('cancel')}
            </Button>
          </Buttons>
        </Body>
      )}
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Figures = styled.dl`
  display: grid;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1, 3)};
    padding: ${({ theme }) => theme.space(3, 4)};
  }
  > div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 0 auto;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  [data-tone='forfeit'] dd {
    color: ${({ theme }) => theme.colors.error};
  }
  [data-tone='keep'] dd {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
`;
