import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { StreamInfo } from '@xc/api-contract';
import { useBrand } from '@xc/brand';
import { verifyStream } from '@xc/data-access-api';

const STREAM_FAILED = 'Failed to verify stream';

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
  const box = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined' || quietDevice()) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void verifyStream({ groupId: stream.groupId, streamId: stream.streamId, site: brand.id }).then(
          (result) => {
            if (cancelled) return;
            if (!result.ok) {
              console.warn('[live video]', result.error.message || STREAM_FAILED);
              return;
            }
            const separator = result.data.url.includes('?') ? '&' : '?';
            setSrc(`${result.data.url}${separator}token=${encodeURIComponent(result.data.token)}`);
          },
        );
      },
      { rootMargin: '50px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [stream.groupId, stream.streamId, brand.id]);

  return (
    <Box ref={box} aria-hidden="true">
      {src && (
        <Video
          src={src}
          muted
          autoPlay
          loop
          playsInline
          preload="none"
          $visible={playing}
          onPlaying={() => setPlaying(true)}
          onError={() => setSrc(null)}
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
