export type ToastType = 'success' | 'warning' | 'error';

/** Spec §3 "Toast input". */
export interface ToastInput {
  title: string;
  type: ToastType;
  /** Raised from the account area: shown below the account header, tinted by type. */
  isAccount?: boolean;
}

export interface ToastRecord extends ToastInput {
  id: number;
}

type ShowToast = (input: ToastInput) => number;

export type ToastApi = ShowToast & {
  toast: ShowToast;
  dismiss: (id: number) => void;
};
