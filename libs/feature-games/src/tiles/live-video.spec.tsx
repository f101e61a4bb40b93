import { fireEvent, render, waitFor } from '@testing-library/react';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { verifyStream } from '@xc/data-access-api';
import { TestProviders } from '@xc/ui-kit/testing';
import { clipSource, LiveVideo } from './live-video';

jest.mock('@xc/data-access-api', () => ({
  ...jest.requireActual<object>('@xc/data-access-api'),
  verifyStream: jest.fn(),
}));

const stream = { groupId: 'g1', streamId: 'baccarat-1', streamUniqueId: 'u1', id: 's1' };
// What the verification service answers: the clip URL already carries its token (apps/api streams).
const verified = {
  ok: true as const,
  data: { token: 'abc.def', url: '/api/stream/clip/baccarat-1.mp4?token=abc.def', expiresInSeconds: 600 },
};

/** Every element is on screen at once: the tile is near the viewport. */
class SeenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {
    return undefined;
  }
}

let play: jest.SpyInstance;
beforeEach(() => {
  jest.mocked(verifyStream).mockReset();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = SeenObserver;
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

// A <video> has no role; the tile's live picture is decoration (aria-hidden), found by its tag.
const renderVideo = () =>
  render(
    <BrandProvider brand={testBrand}>
      <TestProviders>
        <LiveVideo stream={stream} />
      </TestProviders>
    </BrandProvider>,
  ).container;

describe('clipSource', () => {
  it('keeps the token the service put in the URL, once', () => {
    expect(clipSource('/api/stream/clip/a.mp4?token=t1', 't1')).toBe('/api/stream/clip/a.mp4?token=t1');
  });
  it('adds the token when the URL has none, keeping other parameters', () => {
    expect(clipSource('/clip/a.mp4', 'x y')).toBe('/clip/a.mp4?token=x+y');
    expect(clipSource('/clip/a.mp4?q=1', 't')).toBe('/clip/a.mp4?q=1&token=t');
  });
});

describe('LiveVideo (spec §4: verify, then muted autoplay; the picture stays on any failure)', () => {
  it('verifies the stream, then plays the clip muted with its token once', async () => {
    jest.mocked(verifyStream).mockResolvedValue(verified);
    const container = renderVideo();
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(verifyStream).toHaveBeenCalledWith({ groupId: 'g1', streamId: 'baccarat-1', site: testBrand.id });
    expect(new URL(video.src).searchParams.getAll('token')).toEqual(['abc.def']);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('keeps the picture when the stream cannot be verified', async () => {
    jest.mocked(verifyStream).mockResolvedValue({
      ok: false,
      error: { status: 409, code: 'STREAM_OFFLINE', message: 'offline' },
    });
    const container = renderVideo();
    await waitFor(() => expect(verifyStream).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(container.querySelector('video')).toBeNull();
  });

  it('keeps the picture when the browser refuses to play', async () => {
    jest.mocked(verifyStream).mockResolvedValue(verified);
    play.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    const container = renderVideo();
    await waitFor(() => expect(play).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('video')).toBeNull());
  });

  it('keeps the picture when the clip fails to load', async () => {
    jest.mocked(verifyStream).mockResolvedValue(verified);
    const container = renderVideo();
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    await waitFor(() => expect(container.querySelector('video')).toBeNull());
  });
});
