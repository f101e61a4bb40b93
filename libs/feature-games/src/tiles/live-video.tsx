import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { STREAM_MESSAGES, type StreamInfo } from '@xc/api-contract';
import { useBrand } from '@xc/brand';
import { verifyStream } from '@xc/data-access-api';
import { IMAGE_ROOT_MARGIN, useNearViewport } from '@xc/ui-kit';

/**
 * The clip URL the verification answered with, carrying the token once: the service already puts it
 * in the URL's query, and a second `token` makes the clip answer 400.
 */
export function clipSource(url: string, token: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  if (!params.has('token')) params.set('token', token);
  return `${path}?${params.toString()}`;
}

const quietDevice = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true ||
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The live picture of a table (spec §4): once the tile is on screen, the stream is verified, then it
 * plays muted and looping; on any failure, or for players who save data or reduce motion, the
 * thumbnail underneath simply stays.
 */
export function LiveVideo({ stream }: { stream: StreamInfo }) {
  const brand = useBrand();
  // Within the images' margin of the screen, like the thumbnail under it.
  const [box, near] = useNearViewport<HTMLDivElement>(IMAGE_ROOT_MARGIN);
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!near || typeof IntersectionObserver === 'undefined' || quietDevice()) return;
    let cancelled = false;
    void verifyStream({ groupId: stream.groupId, streamId: stream.streamId, site: brand.id }).then(
      (result) => {
        if (cancelled) return;
        if (!result.ok) {
          console.warn('[live video]', result.error.message || STREAM_MESSAGES.fallback);
          return;
        }
        setSrc(clipSource(result.data.url, result.data.token));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near, stream.groupId, stream.streamId, brand.id]);

  // `autoPlay` alone is not always honoured (React sets `muted` as a property, after the element
  // exists): start it by hand, muted, and fall back to the picture if the browser refuses.
  useEffect(() => {
    const element = video.current;
    if (!src || !element) return;
    element.muted = true;
    const started = element.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'AbortError') return;
      console.warn('[live video]', error);
      setPlaying(false);
      setSrc(null);
    });
  }, [src]);

  return (
    <Box ref={box} aria-hidden="true">
      {src && (
        <Video
          ref={video}
          src={src}
          muted
          autoPlay
          loop
          playsInline
          $visible={playing}
          onPlaying={() => setPlaying(true)}
          onError={() => {
            setPlaying(false);
            setSrc(null);
          }}
        />
      )}
    </Box>
  );
}

const Box = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const Video = styled.video<{ $visible: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.base};
`;
