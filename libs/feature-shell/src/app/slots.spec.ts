import { defineModal, modalPort } from '@xc/ui-kit';
import { composeModals, composeSlots, type UnmetModalNeeds } from './slots';

describe('composeSlots', () => {
  it('joins the features a brand offers in its order, and leaves out what none gives', () => {
    const Header = () => null;
    const Button = () => null;
    const [first, second] = [jest.fn(async () => []), jest.fn(async () => [])];
    const slots = composeSlots([
      { slots: { HeaderActions: Header, startup: first } },
      { pages: { root: 'libs/x/src', pages: {} } },
      { slots: { widgets: { 'jackpot-button': Button }, startup: second } },
    ]);
    expect(slots).toEqual({
      HeaderActions: Header,
      widgets: { 'jackpot-button': Button },
      startup: [first, second],
    });
    expect(composeSlots([])).toEqual({ startup: [] });
  });
});

const Body = () => null;
const login = defineModal('auth', async () => ({
  default: Body as (props: { params: { tab?: 0 | 1; returnTo?: string } | undefined; close: (r?: true) => void }) => null,
}));
const note = defineModal('note', async () => ({ default: Body }));

describe('composeModals', () => {
  it('collects every declared modal once, and refuses one id declared by two features', () => {
    expect(composeModals([{ modals: { login } }, {}, { modals: { note, login } }])).toEqual([login, note]);
    const impostor = defineModal('auth', async () => ({ default: Body }));
    expect(() => composeModals([{ modals: { login } }, { modals: { impostor } }])).toThrow('modal "auth"');
  });

  it('types a composition: every port (the shell\'s login too) needs a declaration with matching types', () => {
    const features = {
      auth: { modals: { login } },
      games: { modalPorts: { login: modalPort<{ tab: 0 | 1 }, true>()('auth') } },
      typo: { modalPorts: { x: modalPort<{ tab: 0 | 1 }, true>()('auht') } },
      wrong: { modalPorts: { x: modalPort<{ tab: 2 }, true>()('auth') } },
    } as const;
    type F<K extends keyof typeof features> = (typeof features)[K];
    const sound: [UnmetModalNeeds<[F<'auth'>, F<'games'>]>] extends [never] ? true : false = true;
    const noAuth: UnmetModalNeeds<[F<'games'>]>['id'] = 'auth';
    const misspelt: UnmetModalNeeds<[F<'auth'>, F<'typo'>]>['id'] = 'auht';
    const mismatched: UnmetModalNeeds<[F<'auth'>, F<'wrong'>]>['id'] = 'auth';
    expect([sound, noAuth, misspelt, mismatched, features]).toHaveLength(5);
  });
});
