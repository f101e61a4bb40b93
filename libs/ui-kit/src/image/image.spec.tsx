import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { Image } from './image';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  takeRecords() {
    return [];
  }
  enter(isIntersecting = true) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

const original = window.IntersectionObserver;

describe('Image', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('shows a same-size placeholder until the image nears the viewport', () => {
    renderWithTheme(<Image src="/games/baccarat.webp" alt="Baccarat" width={318} height={397} />);

    expect(document.querySelector('img:not(noscript img)')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Baccarat' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveStyle({ width: '318px' });
    expect(getComputedStyle(placeholder).aspectRatio.replace(/ /g, '')).toBe('318/397');

    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('50px');
    expect(observer?.observed).toEqual([placeholder]);

    observer?.enter(false);
    expect(screen.getByRole('img', { name: 'Baccarat' }).tagName).toBe('SPAN');

    observer?.enter();
    const img = screen.getByRole('img', { name: 'Baccarat' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/games/baccarat.webp');
    expect(img).toHaveAttribute('width', '318');
    expect(img).toHaveAttribute('height', '397');
    expect(observer?.disconnected).toBe(true);
  });

  it('renders an LCP image at once with high fetch priority and no lazy loading', () => {
    renderWithTheme(<Image src="/banner.webp" alt="Khuyến mãi 100%" aspectRatio="16 / 9" priority />);

    const img = screen.getByRole('img', { name: 'Khuyến mãi 100%' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('renders immediately where IntersectionObserver does not exist', () => {
    // @ts-expect-error simulating an old browser
    delete window.IntersectionObserver;
    renderWithTheme(<Image src="/logo.svg" alt="Logo" width={120} height={40} />);

    expect(screen.getByRole('img', { name: 'Logo' }).tagName).toBe('IMG');
  });

  it('keeps a decorative image out of the accessibility tree while it waits', () => {
    const { container } = renderWithTheme(<Image src="/bg.webp" alt="" aspectRatio={2} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
