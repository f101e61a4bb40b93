import { lazy, Suspense } from 'react';
import { useViewer } from '../use-client';
import { FeaturedFrame, FeaturedLoading, FeaturedPending, FeaturedTeaser } from './featured-frame';

const FeaturedList = lazy(() => import('./featured-list').then((m) => ({ default: m.FeaturedList })));

/**
 * "Nhiệm vụ nổi bật" on the events hub `/su-kien` (a page extension, so client-only and after
 * hydration): a player's featured missions with the way to the board; a visitor's one-line teaser
 * (no request: every mission call needs a player). The player's part, with the API client, loads
 * only once the viewer is known to be a player.
 */
export function FeaturedMissions() {
  const viewer = useViewer();
  if (!viewer.known) return <FeaturedPending />;
  if (!viewer.user) return <FeaturedTeaser />;
  return (
    <Suspense
      fallback={
        <FeaturedFrame>
          <FeaturedLoading />
        </FeaturedFrame>
      }
    >
      <FeaturedList playerId={viewer.user.id} />
    </Suspense>
  );
}
