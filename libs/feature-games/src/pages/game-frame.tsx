import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { GameLinkQuery } from '@xc/api-contract';
import { listGames, sessionAtom, useApiQuery, useAtomSnapshot } from '@xc/data-access-api';
import { findPage, normalisePath } from '@xc/paths';
import { useGroupDescription, usePageHeadings } from '@xc/paths/texts';
import { Button, deviceTypeForWidth, Lead, Notice, PageTitle, useModals, VisuallyHidden } from '@xc/ui-kit';
import { useBrandSeo, usePageHeading } from '@xc/brand';
import { launchAddress, launchRequest } from '../launch/launch-request';
import { gamesTexts, useGamesTexts } from '../texts';
import { gamesModalPorts } from '../modals';

/** What to open: a sports provider page names its provider; /game/play carries the launch query. */
async function resolveUrl(
  pathname: string,
  search: string,
  tokenPlay: string,
  signal: AbortSignal,
): Promise<string | { error: string }> {
  const device = deviceTypeForWidth(window.innerWidth);
  const provider = /^\/the-thao\/([a-z0-9-]+)$/.exec(normalisePath(pathname))?.[1];
  if (provider) {
    const games = await listGames(
      { section: 'the-thao', category: provider as never, per_page: 1 },
      { signal },
    );
    const game = games.ok ? games.data.data[0] : undefined;
    if (!game) return { error: gamesTexts.t('gameMissing') };
    return launchAddress(launchRequest(game, tokenPlay, device), { signal });
  }
  const params = new URLSearchParams(search);
  const type = params.get('partner_game_type');
  const partner = params.get('partner_provider');
  if (!type || !partner) return { error: gamesTexts.t('gameMissing') };
  const orientation = params.get('orientation');
  const query: GameLinkQuery = {
    partner_game_type: type,
    partner_provider: partner,
    device,
    category_name: params.get('category_name') ?? undefined,
    ...(orientation === 'landscape' || orientation === 'portrait' ? { orientation } : {}),
  };
  return launchAddress({ kind: 'link', query }, { signal });
}

/**
 * The shared game-frame screen (spec §2): the sports providers, `/game/play` and `/game/component`
 * show the game inside the site's game layout. A visitor is asked to log in first.
 */
export default function GameFrame() {
  const t = useGamesTexts();
  const { pathname, search } = useLocation();
  const session = useAtomSnapshot(sessionAtom);
  const modals = useModals();
  const heading = usePageHeadings();
  const page = findPage(pathname);
  const title = page ? heading(page.path) : '';
  const describe = useGroupDescription();
  const seo = useBrandSeo(page?.path ?? '');
  const pageHeading = usePageHeading(page?.path ?? '/game/play');
  const tokenPlay = session?.user.tokenPlay;
  // A launch link is for one opening: asked for once per page and player, never cached past it.
  const link = useApiQuery({
    queryKey: ['games', 'frame', pathname, search, tokenPlay] as const,
    queryFn: ({ signal }) => resolveUrl(pathname, search, tokenPlay ?? '', signal),
    enabled: Boolean(tokenPlay),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const url = typeof link.data === 'string' ? link.data : null;

  // The page's heading and what it is stay for visitors and crawlers; over a running game, only readers hear them.
  const intro = (
    <>
      <PageTitle>{pageHeading}</PageTitle>
      {page && <Lead>{seo?.h2 ?? describe(page)}</Lead>}
    </>
  );
  if (!session) {
    return (
      <Center>
        {intro}
        <Notice>{t('loginToPlay')}</Notice>
        <Button onClick={() => void modals.open(gamesModalPorts.login, { tab: 0 })}>{t('login')}</Button>
      </Center>
    );
  }
  if (!url) {
    const failure = link.isFetching
      ? null
      : link.data && typeof link.data !== 'string'
        ? link.data.error
        : link.error?.message;
    return (
      <Center>
        {intro}
        {failure ? (
          <>
            <Notice role="alert">{failure}</Notice>
            <Button variant="secondary" onClick={() => void link.refetch()}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <p role="status" aria-live="polite">
            {t('openingGame')}
          </p>
        )}
      </Center>
    );
  }
  return (
    <>
      <VisuallyHidden as="div">{intro}</VisuallyHidden>
      <Iframe src={url} title={t('gameFrame', { title })} allow="fullscreen; autoplay" />
    </>
  );
}

const Center = styled.div`
  display: grid;
  flex: 1;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8, 4)};
  text-align: center;
`;

const Iframe = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: calc(100dvh - 48px);
  border: 0;
  background: ${({ theme }) => theme.colors.scrim};
`;
