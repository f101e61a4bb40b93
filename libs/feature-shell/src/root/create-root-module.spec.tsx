import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { BrandConfig, SeoCopy } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { useBrand } from '@xc/brand';
import { DEFAULT_SYSTEM_CONFIGURATIONS } from '@xc/api-contract';
import { loadSystemConfigurations } from '@xc/data-access-api';
import DefaultLayout from '../layouts/default-layout';
import NotFoundPage from '../pages/not-found';
import { SYSTEM_CONFIGURATIONS_KEY } from '@xc/data-access-api';
import { createRootModule } from './create-root-module';

const brand: BrandConfig = testBrand;

/** The home page is the games feature's; the shell only needs a page to frame. */
function HomePage() {
  return <h1>{useBrand().name}</h1>;
}
const seo: Partial<SeoCopy> = {
  '/': {
    title: 'Thử Nghiệm – trang chủ',
    description: 'Mô tả trang chủ',
    keywords: 'thử',
    h1: 'Thử Nghiệm',
  },
};

// The endpoint itself is tested against a real HTTP server in data-access-api, and end to end in site-e2e.
jest.mock('@xc/data-access-api', () => ({
  ...jest.requireActual<object>('@xc/data-access-api'),
  loadSystemConfigurations: jest.fn(),
}));
const getConfigurations = jest.mocked(loadSystemConfigurations);

// The frame's header and footer, counted each time they render (otherwise themselves).
const frameRenders = { header: 0, footer: 0 };
jest.mock('../layouts/header', () => {
  const actual = jest.requireActual<typeof import('../layouts/header')>('../layouts/header');
  return { Header: () => (frameRenders.header++, actual.Header()) };
});
jest.mock('../layouts/footer', () => {
  const actual = jest.requireActual<typeof import('../layouts/footer')>('../layouts/footer');
  return { Footer: () => (frameRenders.footer++, actual.Footer()) };
});
const loaded = (data: typeof DEFAULT_SYSTEM_CONFIGURATIONS) => getConfigurations.mockResolvedValue(data);

function Broken(): React.ReactElement {
  throw new Error('a page that fails');
}

const loadSeo = async () => ({ seo });

function renderSite(path: string) {
  const root = createRootModule({ brand, seo: loadSeo });
  // The document (<html>) cannot be mounted inside jsdom's body; the providers it holds can.
  const Providers = ({ children }: { children: React.ReactNode }) => {
    const { props } = root.Layout({ children }) as React.ReactElement<{ children: React.ReactNode[] }>;
    const body = props.children[1] as React.ReactElement<{ children: React.ReactNode[] }>;
    return <>{body.props.children[0]}</>;
  };
  const Stub = createRoutesStub([
    {
      Component: root.App,
      ErrorBoundary: root.ErrorBoundary,
      children: [
        {
          Component: DefaultLayout,
          children: [
            { index: true, Component: HomePage },
            { path: 'hong', Component: Broken },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
  return render(
    <Providers>
      <Stub initialEntries={[path]} />
    </Providers>,
  );
}

beforeEach(() => {
  localStorage.clear();
  getConfigurations.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('the shell around every page', () => {
  it('renders the brand in the header, the page and the responsible-gaming notice', async () => {
    loaded(DEFAULT_SYSTEM_CONFIGURATIONS);
    renderSite('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thử Nghiệm' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Thử Nghiệm' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('18+ · Chơi có trách nhiệm');
    expect(screen.getByRole('link', { name: 'Bỏ qua, tới nội dung chính' })).toHaveAttribute('href', '#main');
    await waitFor(() => expect(localStorage.getItem(SYSTEM_CONFIGURATIONS_KEY)).not.toBeNull());
  });

  it('renders the header and the footer once: learning the device after mount (for the widgets) redraws neither', async () => {
    loaded(DEFAULT_SYSTEM_CONFIGURATIONS);
    frameRenders.header = frameRenders.footer = 0;
    renderSite('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thử Nghiệm' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SYSTEM_CONFIGURATIONS_KEY)).not.toBeNull());
    expect(frameRenders).toEqual({ header: 1, footer: 1 });
  });

  it('brings a section focused in the desktop menu whole into view (the menu scrolls when the row runs short)', async () => {
    loaded(DEFAULT_SYSTEM_CONFIGURATIONS);
    const scrolled: Array<[Element, unknown]> = [];
    // jsdom lays nothing out and has no scrollIntoView: record who asks for it, and how.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options: unknown) {
        scrolled.push([this, options]);
      },
    });
    try {
      renderSite('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Thử Nghiệm' })).toBeInTheDocument();
      // jsdom applies the media query's `display: none` and names no hidden element: the desktop
      // menu is the banner's first navigation.
      const [menu] = within(screen.getByRole('banner')).getAllByRole('navigation', { hidden: true });
      expect(menu).toHaveAttribute('aria-label', 'Điều hướng chính');
      const news = within(menu as HTMLElement).getByText('Tin tức');
      act(() => news.focus());
      expect(scrolled).toEqual([[news, { block: 'nearest', inline: 'nearest' }]]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('loads the system configuration at start and persists it under system-configurations', async () => {
    const configuration = {
      MISSION_REQUIRE_FIRST_DEPOSIT: false,
      MISSION_REQUIRE_PHONE_VERIFICATION: true,
      REFRESH_INTERVAL: 60,
    };
    loaded(configuration);
    renderSite('/');

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SYSTEM_CONFIGURATIONS_KEY) ?? 'null')).toEqual(configuration),
    );
    expect(getConfigurations).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page with the path and a way home', async () => {
    loaded(DEFAULT_SYSTEM_CONFIGURATIONS);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSite('/khong-co-trang-nay');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Page Not Found: /khong-co-trang-nay')).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'Về trang chủ' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thử Nghiệm' })).toBeInTheDocument();
  });

  it('shows the error screen (loaded when first needed) when a page fails, with a way home', async () => {
    loaded(DEFAULT_SYSTEM_CONFIGURATIONS);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite('/hong');

    expect(await screen.findByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra' })).toBeInTheDocument();
    expect(screen.getByText('Đã có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('builds the full head in the loader, from the brand SEO copy of the page at the location', async () => {
    const root = createRootModule({ brand, seo: loadSeo });
    const home = await root.loader({ request: new Request('http://x/') });
    expect(root.meta({ location: { pathname: '/' }, data: home })).toEqual(
      expect.arrayContaining([
        { title: 'Thử Nghiệm – trang chủ' },
        { name: 'description', content: 'Mô tả trang chủ' },
        { property: 'og:title', content: 'Thử Nghiệm – trang chủ' },
      ]),
    );
    // The page's body gets its copy (no keywords) in the same data.
    expect(home.seo).toEqual({
      '/': { title: 'Thử Nghiệm – trang chủ', h1: 'Thử Nghiệm', description: 'Mô tả trang chủ' },
    });
    const missing = await root.loader({ request: new Request('http://x/khong-co') });
    expect(root.meta({ location: { pathname: '/khong-co' }, data: missing })).toEqual(
      expect.arrayContaining([{ title: 'Thử Nghiệm' }, { name: 'robots', content: 'noindex, nofollow' }]),
    );
  });

  it('reuses the prerendered head only for the page it was made for', async () => {
    const root = createRootModule({ brand, seo: loadSeo });
    const data = await root.loader({ request: new Request('http://x/') });
    expect(root.meta({ location: { pathname: '/' }, data })).toEqual(data.head?.meta);
    // The account area's fallback document was made for `/`: the brand's name until its own data comes.
    expect(root.meta({ location: { pathname: '/account/deposit' }, data })).toEqual([
      { title: 'Thử Nghiệm' },
    ]);
    // Any unknown path shares the prerendered not-found head.
    const notFound = await root.loader({ request: new Request('http://x/__not-found') });
    expect(root.meta({ location: { pathname: '/khong-co' }, data: notFound })).toEqual(notFound.head?.meta);
  });

  it('after a navigation, gives the head a player sees and the copy, from the copy loaded on demand', async () => {
    // The browser's copy has no descriptions (the build strips them).
    const stripped = { title: 'Thử Nghiệm – trang chủ', h1: 'Thử Nghiệm' } as Partial<SeoCopy>['/'] & object;
    const load = jest.fn(async () => ({ seo: { '/': stripped } }));
    const root = createRootModule({ brand, seo: load });
    expect(load).not.toHaveBeenCalled();
    const navigate = (url: string) =>
      root.clientLoader({ request: new Request(url), params: {} } as Parameters<typeof root.clientLoader>[0]);

    const home = await navigate('http://x/');
    expect(home.seo).toEqual({ '/': { title: 'Thử Nghiệm – trang chủ', h1: 'Thử Nghiệm' } });
    expect(root.meta({ location: { pathname: '/' }, data: home })).toEqual([
      { title: 'Thử Nghiệm – trang chủ' },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: `https://${brand.domain}/` },
    ]);
    const missing = await navigate('http://x/khong-co');
    expect(missing.seo).toEqual({});
    expect(root.meta({ location: { pathname: '/khong-co' }, data: missing })).toEqual([
      { title: 'Thử Nghiệm' },
      { name: 'robots', content: 'noindex, nofollow' },
      { tagName: 'link', rel: 'canonical', href: `https://${brand.domain}/khong-co` },
    ]);
  });

  it("follows the brand's legacy table on a navigation, query rules first", async () => {
    const root = createRootModule({
      brand,
      seo: loadSeo,
      redirects: async () => ({
        redirects: [
          { from: '/khuyen-mai', query: { name: 'tab', value: 'events' }, to: '/su-kien' },
          { from: '/cockfight', to: '/da-ga' },
        ],
      }),
    });
    const navigate = (url: string) =>
      root.clientLoader({ request: new Request(url), params: {} } as Parameters<typeof root.clientLoader>[0]);
    const thrown = async (url: string) =>
      navigate(url).then(
        () => null,
        (error: unknown) => error as Response,
      );

    expect((await thrown('http://x/cockfight'))?.headers.get('Location')).toBe('/da-ga');
    expect((await thrown('http://x/khuyen-mai?tab=events'))?.headers.get('Location')).toBe('/su-kien');
    expect(await thrown('http://x/khuyen-mai')).toBeNull();
  });

  it('asks for the root data again when the path changes, not when a page changes its query string', async () => {
    const root = createRootModule({
      brand,
      seo: loadSeo,
      redirects: async () => ({
        redirects: [{ from: '/khuyen-mai', query: { name: 'tab', value: 'events' }, to: '/su-kien' }],
      }),
    });
    const args = (from: string, to: string, defaultShouldRevalidate = true) =>
      ({ currentUrl: new URL(from), nextUrl: new URL(to), defaultShouldRevalidate }) as Parameters<
        typeof root.shouldRevalidate
      >[0];
    expect(root.shouldRevalidate(args('http://x/', 'http://x/tin-tuc', false))).toBe(true);
    // A deposit id written into the address must not wait for the root (the page leaves right after).
    expect(
      root.shouldRevalidate(
        args('http://x/account/deposit/wallet', 'http://x/account/deposit/wallet?deposit=7'),
      ),
    ).toBe(false);
    // revalidate() (same address) keeps React Router's answer.
    expect(root.shouldRevalidate(args('http://x/tin-tuc', 'http://x/tin-tuc'))).toBe(true);
    // Once the legacy table is loaded (the first navigation), an old query on the same path is followed.
    expect(root.shouldRevalidate(args('http://x/khuyen-mai', 'http://x/khuyen-mai?tab=events'))).toBe(false);
    await root.clientLoader({ request: new Request('http://x/khuyen-mai'), params: {} } as Parameters<
      typeof root.clientLoader
    >[0]);
    expect(root.shouldRevalidate(args('http://x/khuyen-mai', 'http://x/khuyen-mai?tab=events'))).toBe(true);
    expect(root.shouldRevalidate(args('http://x/khuyen-mai', 'http://x/khuyen-mai?tab=other'))).toBe(false);
  });
});
