// The browser entry shared by every brand (each app's `app/entry.client.tsx` is one import of this).
// It hydrates as React Router's default entry does (in a transition, so React renders in slices),
// but React DOM's client code, which runs on first use, runs in a task of its own first: evaluated
// with the root's creation (an event listener for each of some eighty events on the document) and
// the router's, it was one long task on a phone.
import { startTransition, StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { nextTask } from './app/start-in-turns';

async function hydrate() {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
