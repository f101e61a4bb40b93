import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { GiftRedemption } from '@xc/api-contract';
import { sessionAtom, useAtomSnapshot } from '@xc/data-access-api';
import { Modal, useModals, type ModalBodyProps } from '@xc/ui-kit';
import { GiftCodeForm } from '../form/gift-code-form';
import { giftCodeModalPorts, giftCodeModals, type GiftCodeParams } from '../modals';
import { PendingStatus } from '../pending/pending-status';
import { useGiftCodeTexts } from '../texts';

/**
 * `giftCode`: one field. A success closes it (resolving to the redemption) and opens
 * `receivedGiftcode`. Opened by a visitor, it gives way to the login modal and comes back once the
 * visitor has signed in.
 */
export function GiftCodeModal({ params, close }: ModalBodyProps<GiftCodeParams | undefined, GiftRedemption>) {
  const t = useGiftCodeTexts();
  const modals = useModals();
  const session = useAtomSnapshot(sessionAtom);
  const redirected = useRef(false);
  // What had focus when this opened (read before the dialog takes it), to hand on to receivedGiftcode.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    opener.current = document.activeElement;
  }, []);

  useEffect(() => {
    if (session || redirected.current) return;
    redirected.current = true;
    close();
    void modals.open(giftCodeModalPorts.login, { tab: 0 }).then((signedIn) => {
      if (signedIn) void modals.open(giftCodeModals.giftCode, params);
    });
  }, [session, close, modals, params]);

  if (!session) return null;
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('title')} description={t('description')}>
      <Stack>
        <PendingStatus quiet />
        <GiftCodeForm
          autoFocus
          initialCode={params?.code}
          onRedeemed={(redemption) => {
            close(redemption);
            // receivedGiftcode gives focus back to what had it when it opened: open it once this
            // dialog has returned focus to its opener (just after it unmounts), not in between.
            whenFocusReturns(
              opener.current,
              () => void modals.open(giftCodeModals.receivedGiftcode, redemption),
            );
          }}
        />
      </Stack>
    </Modal>
  );
}

/** Runs `then` once focus is back on `target` (or it is gone), at most `waitMs` later. */
function whenFocusReturns(target: Element | null, then: () => void, waitMs = 500) {
  const until = Date.now() + waitMs;
  const check = () => {
    const back = !target || !target.isConnected || document.activeElement === target;
    if (back || Date.now() > until) then();
    else setTimeout(check, 16);
  };
  setTimeout(check, 0);
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
