import { composeSlots } from './slots';

describe('composeSlots', () => {
  it('joins the features a brand offers in its order, and leaves out what none gives', () => {
    const Header = () => null;
    const Button = () => null;
    const [ModalA, ModalB] = [() => null, () => null];
    const [first, second] = [jest.fn(), jest.fn()];
    const slots = composeSlots([
      { slots: { HeaderActions: Header, modals: [ModalA], startup: [first] } },
      { pages: { root: 'libs/x/src', pages: {} } },
      { slots: { widgets: { 'jackpot-button': Button }, modals: [ModalB], startup: [second] } },
    ]);
    expect(slots).toEqual({
      HeaderActions: Header,
      widgets: { 'jackpot-button': Button },
      modals: [ModalA, ModalB],
      startup: [first, second],
    });
    expect(composeSlots([])).toEqual({ modals: [], startup: [] });
  });
});
