import { useEffect } from 'react';

/**
 * The prerendered page paints before its scripts run, so for a moment its buttons have no handlers
 * yet. A tap in that moment would be lost (the player taps "Đăng nhập" and nothing happens); this
 * tiny inline script, run before anything else, remembers the last button tapped (its place in the
 * document and its text) and cancels the tap, and the app replays it once hydrated. Links need
 * none of this: they work without JavaScript. Kept as a literal so the prerendered and the client's
 * copy are the same text (the server hashes it into the CSP).
 */
export const EARLY_CLICK_SCRIPT =
  "(function(){var d=document,w=window;function f(e){if(w.__xcHydrated){d.removeEventListener('click',f,true);return}" +
  "var b=e.target&&e.target.closest?e.target.closest('button'):null;if(!b)return;e.preventDefault();var p=[];" +
  'for(var n=b;n.parentElement;n=n.parentElement)p.unshift(Array.prototype.indexOf.call(n.parentElement.children,n));' +
  "w.__xcEarlyClick={path:p,text:b.textContent}}d.addEventListener('click',f,true)})();";

interface EarlyClickWindow {
  __xcHydrated?: boolean;
  __xcEarlyClick?: { path: number[]; text: string | null };
}

/**
 * Marks the page hydrated and clicks again, in a task of its own, the button a player tapped before
 * it was. A button inside a `<Suspense>` boundary that the prerender filled is hydrated in a later
 * render than the root's: React hydrates it at once for a click and then delivers the click, but
 * only from outside its own work. A click made inside the first commit's effects found such a
 * button still waiting, and React dropped it (the shell's README).
 */
export function replayEarlyClick(win: Window & typeof globalThis = window): void {
  const state = win as unknown as EarlyClickWindow;
  state.__xcHydrated = true;
  const early = state.__xcEarlyClick;
  delete state.__xcEarlyClick;
  if (!early) return;
  win.setTimeout(() => {
    let node: Element | undefined = win.document.documentElement;
    for (const index of early.path) node = node?.children[index];
    // The same button, still there and usable: otherwise the page changed under the tap, and a
    // click elsewhere would surprise the player more than a lost one.
    if (node instanceof win.HTMLButtonElement && !node.disabled && node.textContent === early.text) node.click();
  }, 0);
}

/** Runs once, after the first commit: from then on React takes every tap itself. */
export function useEarlyClickReplay(): void {
  useEffect(() => replayEarlyClick(), []);
}
