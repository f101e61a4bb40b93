import styled from 'styled-components';
import { Button, Modal, type ModalBodyProps } from '@xc/ui-kit';

export interface ConfirmParams {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** `confirm` (spec §2 modal ids): a question with two answers; resolves to `true` when confirmed. */
export function ConfirmModal({ params, close }: ModalBodyProps<ConfirmParams, true>) {
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={params.title} description={params.message} maxWidth={420}>
      <Row>
        <Button variant="secondary" onClick={() => close()}>
          {params.cancelLabel}
        </Button>
        <Button onClick={() => close(true)}>{params.confirmLabel}</Button>
      </Row>
    </Modal>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
