import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { openModalsAtom } from '@xc/ui-kit';

const AddBankModal = lazy(() => import('./modals/add-bank-modal').then((m) => ({ default: m.AddBankModal })));

/** The account feature's modals, each mounted while it is open. */
export function AccountModals() {
  const open = useAtomValue(openModalsAtom).some((modal) => modal.id === 'addBank');
  return <Suspense fallback={null}>{open && <AddBankModal />}</Suspense>;
}
