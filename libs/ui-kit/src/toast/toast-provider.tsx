import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastViewport } from './toast-viewport';
import type { ToastApi, ToastInput, ToastRecord } from './types';

/** How long a toast stays while not hovered or focused (spec §9). */
export const TOAST_DURATION_MS = 3000;
/** Older toasts give way beyond this many, so a burst cannot cover the page. */
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const toast = (input: ToastInput) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((list) => [...list, { ...input, id }].slice(-MAX_VISIBLE));
      return id;
    };
    return Object.assign((input: ToastInput) => toast(input), { toast, dismiss });
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} duration={duration} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * Raises toasts. The result is callable and also carries `toast` and `dismiss`, so both
 * `const toast = useToast(); toast({...})` and `const { toast } = useToast()` read naturally.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
