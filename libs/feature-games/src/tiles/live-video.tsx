import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { STREAM_MESSAGES, type StreamInfo } from '@xc/api-contract';
import { useBrand } from '@xc/brand';
import { verifyStream } from '@xc/data-access-api';
import { IMAGE_ROOT_MARGIN, useNearViewport } from '@xc/ui-kit';

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
        const separator = result.data.url.includes('?') ? '&' : '?';
        setSrc(`${result.data.url}${separator}token=${encodeURIComponent(result.data.token)}`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near, stream.groupId, stream.streamId, brand.id]);

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
