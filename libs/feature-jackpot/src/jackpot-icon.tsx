import type { SVGProps } from 'react';

/** A pot with coins on top, in currentColor; decorative (the control carries the words). */
export function JackpotIcon({ size = 24, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <circle cx="9" cy="5.6" r="2.6" fill="currentColor" />
      <circle cx="14.6" cy="4.8" r="2.6" fill="currentColor" opacity="0.75" />
      <rect x="3.5" y="8.2" width="17" height="3" rx="1.2" fill="currentColor" />
      <path d="M5.2 12.2h13.6l-1.4 7.2a2 2 0 0 1-2 1.6H8.6a2 2 0 0 1-2-1.6z" fill="currentColor" />
    </svg>
  );
}
