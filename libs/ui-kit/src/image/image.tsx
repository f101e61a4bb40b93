import type { CSSProperties, ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useNearViewport } from '../viewport/use-near-viewport';

/** Images start loading when they come this close to the viewport (spec §9). */
export const IMAGE_ROOT_MARGIN = '50px';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  /** Required: describe the image, or `""` when it is decorative. */
  alt: string;
  /** Intrinsic size in px; with `height` it also fixes the aspect ratio, so nothing shifts on load. */
  width?: number;
  height?: number;
  /** Width / height (e.g. `16 / 9` or `'318 / 397'`) for fluid images without a fixed size. */
  aspectRatio?: number | string;
  /** For the LCP image: rendered at once with `fetchpriority="high"`, never lazy. */
  priority?: boolean;
  fit?: CSSProperties['objectFit'];
}

/**
 * An image that renders a same-size placeholder until it is within 50 px of the viewport, then the
 * real `<img>`. The placeholder is the same on the server and the first client render, so prerendered
 * pages hydrate cleanly; without IntersectionObserver the image shows right after mount.
 */
export function Image({ src, alt, width, height, aspectRatio, priority = false, fit = 'cover', className, style, ...rest }: ImageProps) {
  const [placeholderRef, visible] = useNearViewport<HTMLSpanElement>(IMAGE_ROOT_MARGIN, priority);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : undefined);
  const box = { $width: width, $ratio: ratio };

  if (!visible) {
    return (
      <Placeholder
        ref={placeholderRef}
        className={className}
        style={style}
        {...box}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <noscript>
          <img src={src} alt={alt} width={width} height={height} />
        </noscript>
      </Placeholder>
    );
  }

  return (
    <Img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      {...box}
      $fit={fit}
    />
  );
}

interface BoxProps {
  $width?: number;
  $ratio?: number | string;
}

const sized = ({ $width, $ratio }: BoxProps) => `
  width: ${$width ? `${$width}px` : '100%'};
  max-width: 100%;
  ${$ratio ? `aspect-ratio: ${$ratio}; height: auto;` : ''}
`;

const Placeholder = styled.span<BoxProps>`
  display: block;
  ${sized}
  background: ${({ theme }) => theme.colors.placeholder};
`;

const Img = styled.img<BoxProps & { $fit: CSSProperties['objectFit'] }>`
  display: block;
  ${sized}
  object-fit: ${({ $fit }) => $fit};
  background: ${({ theme }) => theme.colors.placeholder};
`;
