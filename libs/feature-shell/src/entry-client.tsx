// The browser entry shared by every brand (each app's `app/entry.client.tsx` is one import of this).
// It hydrates as React Router's default entry does (in a transition, so React renders in slices),
// but what ran in one long task on a phone runs in tasks of its own first: React DOM's client code,
// which runs on first use (evaluated with the root's creation, an event listener for each of some
// eighty events on the document), and, in the built site, the router (`app/hydrated-router.tsx`:
// <HydratedRouter> makes it inside React's render). The dev server keeps <HydratedRouter>, which
// also carries its critical CSS and hot module replacement.
import { startTransition, StrictMode, type ReactNode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { createRouterInTurns, PreparedRouter } from './app/hydrated-router';
import { nextTask } from './app/start-in-turns';

async function hydrate() {
  const { hydrateRoot } = await import('react-dom/client');
  let router: ReactNode;
  if (process.env.NODE_ENV === 'development') router = <HydratedRouter />;
  else router = <PreparedRouter prepared={await createRouterInTurns()} />;
  await nextTask();
  startTransition(() => {
    hydrateRoot(document, <StrictMode>{router}</StrictMode>);
  });
}

void hydrate();
