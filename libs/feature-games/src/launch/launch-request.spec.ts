import { GENERIC_ERROR_MESSAGE, getGameLink } from '@xc/data-access-api';
import { launchAddress, launchRequest, linkErrorText } from './launch-request';

// The endpoint itself is tested against a real HTTP server in data-access-api, and end to end in site-e2e.
jest.mock('@xc/data-access-api', () => ({
  ...jest.requireActual<object>('@xc/data-access-api'),
  getGameLink: jest.fn(),
}));
const gameLink = jest.mocked(getGameLink);

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

describe("a launch's address (spec §8)", () => {
  const query = { partner_game_type: 'tai-xiu', partner_provider: 'XCS', device: 'mobile' as const };
  beforeEach(() => gameLink.mockReset());

  it('is the direct link itself, without asking the API', async () => {
    expect(await launchAddress({ kind: 'direct', url: '/lobby?token=t' })).toBe('/lobby?token=t');
    expect(gameLink).not.toHaveBeenCalled();
  });

  it("is the API's link, asked with the launch query and the caller's signal", async () => {
    gameLink.mockResolvedValue({ ok: true, data: 'https://game.example/play' });
    const signal = new AbortController().signal;
    expect(await launchAddress({ kind: 'link', query }, { signal })).toBe('https://game.example/play');
    expect(gameLink).toHaveBeenCalledWith(query, { signal });
  });

  it("else the text to show: the API's refusal, the generic text, or no link", async () => {
    gameLink.mockResolvedValue({
      ok: false,
      error: { status: 400, code: 'GAME', message: 'Game đang bảo trì' },
    });
    expect(await launchAddress({ kind: 'link', query })).toEqual({ error: 'Game đang bảo trì' });
    gameLink.mockResolvedValue({ ok: false, error: { status: 502, code: 'X', message: 'upstream' } });
    expect(await launchAddress({ kind: 'link', query })).toEqual({
      error: 'Có lỗi xảy ra vui lòng thử lại sau',
    });
    gameLink.mockResolvedValue({ ok: true, data: '' });
    expect(await launchAddress({ kind: 'link', query })).toEqual({ error: 'Không thể lấy link game' });
  });
});
