import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { renderWithTheme } from '../testing';
import { Modal } from './modal';
import {
  defineModal,
  ModalHost,
  modalPort,
  openModal,
  openModalsAtom,
  useModals,
  type ModalBodyProps,
  type ModalDefinition,
  type UnmetModalPorts,
} from './modals';

interface PickParams {
  question: string;
}

function PickBody({ params, close }: ModalBodyProps<PickParams, 'yes' | 'no'>) {
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={params.question}>
      <button type="button" onClick={() => close('yes')}>
        Có
      </button>
    </Modal>
  );
}

function NoteBody({ close }: ModalBodyProps) {
  return <Modal open onOpenChange={(open) => !open && close()} title="Ghi chú" />;
}

/** Definitions whose module loads count their fetches, like a dynamic import would. */
function setup() {
  const loads = { pick: 0, note: 0 };
  const pick = defineModal('pick', async () => {
    loads.pick += 1;
    return { default: PickBody };
  });
  const note = defineModal('note', async () => {
    loads.note += 1;
    return { default: NoteBody };
  });
  const store = createStore();
  let results: unknown[] = [];

  function Opener() {
    const modals = useModals();
    const [last, setLast] = useState('');
    return (
      <>
        <button
          type="button"
          onClick={() =>
            void modals.open(pick, { question: 'Đồng ý?' }).then((answer) => {
              results.push(answer);
              setLast(String(answer));
            })
          }
        >
          Hỏi
        </button>
        <output>{last}</output>
      </>
    );
  }

  renderWithTheme(
    <Provider store={store}>
      <Opener />
      <ModalHost modals={[pick, note]} />
    </Provider>,
  );
  return { loads, store, pick, note, results: () => results, reset: () => (results = []) };
}

describe('modals', () => {
  it('opening returns a promise that resolves to the result the body closes with', async () => {
    const user = userEvent.setup();
    const { results } = setup();

    await user.click(screen.getByRole('button', { name: 'Hỏi' }));
    await user.click(await screen.findByRole('button', { name: 'Có' }));

    await waitFor(() => expect(results()).toEqual(['yes']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves to undefined when dismissed with Escape, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const { results } = setup();
    const opener = screen.getByRole('button', { name: 'Hỏi' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Đồng ý?' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(results()).toEqual([undefined]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('loads a body on its first open only, and no body that never opens', async () => {
    const user = userEvent.setup();
    const { loads } = setup();
    expect(loads).toEqual({ pick: 0, note: 0 });

    await user.click(screen.getByRole('button', { name: 'Hỏi' }));
    await screen.findByRole('dialog', { name: 'Đồng ý?' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Hỏi' }));
    await screen.findByRole('dialog', { name: 'Đồng ý?' });

    expect(loads).toEqual({ pick: 1, note: 0 });
  });

  it('stacks modals under one scroll lock, released when the last closes; closeAll settles every caller', async () => {
    const { store, pick, note } = setup();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = openModal(store, pick, { question: 'Một?' });
    });
    await screen.findByRole('dialog', { name: 'Một?' });
    act(() => {
      second = openModal(store, note);
    });
    await screen.findByRole('dialog', { name: 'Ghi chú' });
    expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['pick', 'note']);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    // No lock of ours writing the body's inline overflow beside Radix's.
    expect(document.body.style.overflow).toBe('');

    act(() => {
      store.get(openModalsAtom).find((m) => m.id === 'note')?.settle(undefined);
      store.set(openModalsAtom, (list) => list.filter((m) => m.id !== 'note'));
    });
    await expect(second).resolves.toBeUndefined();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    let closeAll = () => undefined as void;
    function CloseAll() {
      closeAll = useModals().closeAll;
      return null;
    }
    renderWithTheme(
      <Provider store={store}>
        <CloseAll />
      </Provider>,
    );
    act(() => closeAll());
    await expect(first).resolves.toBeUndefined();
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('re-opening a modal moves it to the top with new parameters; its earlier caller gets undefined', async () => {
    const { store, pick, note } = setup();
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = openModal(store, pick, { question: 'Một?' });
    });
    await screen.findByRole('dialog', { name: 'Một?' });
    act(() => void openModal(store, note));
    await screen.findByRole('dialog', { name: 'Ghi chú' });
    act(() => void openModal(store, pick, { question: 'Hai?' }));
    await expect(first).resolves.toBeUndefined();
    expect(store.get(openModalsAtom).map((m) => [m.id, m.params])).toEqual([
      ['note', undefined],
      ['pick', { question: 'Hai?' }],
    ]);
    expect(await screen.findByRole('dialog', { name: 'Hai?' })).toBeInTheDocument();
  });

  it('is typed end to end: parameters, results and the ports a composition must satisfy', () => {
    const store = createStore();
    const pick = defineModal('pick', async () => ({ default: PickBody }));
    const note = defineModal('note', async () => ({ default: NoteBody }));
    const typed = () => {
      // @ts-expect-error a wrong parameter
      void openModal(store, pick, { question: 1 });
      // @ts-expect-error a missing parameter
      void openModal(store, pick);
      void openModal(store, note);
      const answer: Promise<'yes' | 'no' | undefined> = openModal(store, pick, { question: '?' });
      return answer;
    };
    void typed;

    type Declared = typeof pick | typeof note;
    const ports = {
      good: modalPort<{ question: string }, 'yes' | 'no'>()('pick'),
      typo: modalPort<{ question: string }, 'yes' | 'no'>()('pik'),
      wrongParams: modalPort<{ question: number }, 'yes' | 'no'>()('pick'),
      narrowResult: modalPort<{ question: string }, 'yes'>()('pick'),
    };
    type Port<K extends keyof typeof ports> = (typeof ports)[K];
    const met: [UnmetModalPorts<Declared, Port<'good'>>] extends [never] ? true : false = true;
    const unmet: UnmetModalPorts<Declared, Port<'typo' | 'wrongParams' | 'narrowResult'>>['id'][] = ['pik', 'pick'];
    // @ts-expect-error only the unmet ports are named
    const notUnmet: UnmetModalPorts<Declared, Port<'good'>>['id'] = 'pick';
    // Each unmet port on its own: a typo, parameters the modal does not take, a result it may not give.
    const each: [
      UnmetModalPorts<Declared, Port<'typo'>>['id'],
      UnmetModalPorts<Declared, Port<'wrongParams'>>['id'],
      UnmetModalPorts<Declared, Port<'narrowResult'>>['id'],
    ] = ['pik', 'pick', 'pick'];
    expect([met, unmet, notUnmet, each, ports]).toBeTruthy();
    const definition: ModalDefinition<'pick', PickParams, 'yes' | 'no'> = pick;
    expect(definition.id).toBe('pick');
  });
});
