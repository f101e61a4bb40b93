import { GENERIC_ERROR_MESSAGE } from '@xc/data-access-api';
import { launchRequest, linkErrorText } from './launch-request';

const game = {
  link: '/game/play?partner_game_type=tai-xiu&partner_provider=XCS&category_name=tai-xiu',
  gameDirectLink: null as string | null,
  partnerGameId: 'own-id',
  partnerProviderCode: 'OWN',
  category: 'own-cat',
  orientationType: 'landscape' as const,
};

describe('launching a game (spec §5)', () => {
  it('adds the play token to a direct link', () => {
    expect(
      launchRequest({ ...game, gameDirectLink: '/studio/lobby/saba?lang=vi' }, 'tp-1', 'desktop'),
    ).toEqual({
      kind: 'direct',
      url: '/studio/lobby/saba?lang=vi&token=tp-1',
    });
    expect(launchRequest({ ...game, gameDirectLink: 'https://lobby.example/x' }, 'tp-1', 'mobile')).toEqual({
      kind: 'direct',
      url: 'https://lobby.example/x?token=tp-1',
    });
  });

  it("asks for a link with the parameters of the game's link, then its own fields", () => {
    expect(launchRequest({ ...game, gameDirectLink: '/studio/x' }, undefined, 'mobile')).toEqual({
      kind: 'link',
      query: {
        partner_game_type: 'tai-xiu',
        partner_provider: 'XCS',
        device: 'mobile',
        category_name: 'tai-xiu',
        orientation: 'landscape',
      },
    });
    expect(
      launchRequest({ ...game, link: '/game/play', orientationType: 'auto' }, undefined, 'tablet'),
    ).toEqual({
      kind: 'link',
      query: {
        partner_game_type: 'own-id',
        partner_provider: 'OWN',
        device: 'tablet',
        category_name: 'own-cat',
      },
    });
  });

  it('shows the server message of a 400, the generic text otherwise', () => {
    expect(
      linkErrorText({ status: 400, code: 'GAME_NOT_FOUND', message: 'Trò chơi không tồn tại' }, 'G'),
    ).toBe('Trò chơi không tồn tại');
    // An upstream's nested original error reaches the client as a 400 without a contract code.
    expect(linkErrorText({ status: 400, code: 'HTTP_400', message: 'Sai nhà cung cấp' }, 'G')).toBe(
      'Sai nhà cung cấp',
    );
    expect(linkErrorText({ status: 400, code: 'HTTP_400', message: GENERIC_ERROR_MESSAGE }, 'G')).toBe('G');
    expect(linkErrorText({ status: 500, code: 'INTERNAL', message: 'x' }, 'G')).toBe('G');
    expect(linkErrorText({ status: 0, code: 'NETWORK_ERROR', message: 'x' }, 'G')).toBe('G');
  });
});
