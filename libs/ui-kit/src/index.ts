export { createTheme } from './theme/create-theme';
export type { AppTheme, ThemeColors } from './theme/types';
export { GlobalStyle, visuallyHidden } from './theme/global-style';
export { BrandThemeProvider } from './theme/theme-provider';
export { breakpoints, media, deviceTypeForWidth } from './theme/media';
export type { DeviceType } from './theme/media';
export { alpha, contrastRatio, darken, ensureContrast, lighten, mix, readableOn } from './theme/color';
export { VisuallyHidden } from './visually-hidden';
export { Button, BUTTON_DEBOUNCE_MS } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { ToastProvider, useToast, TOAST_DURATION_MS } from './toast/toast-provider';
export type { ToastApi, ToastInput, ToastType } from './toast/types';
export { Image, IMAGE_ROOT_MARGIN } from './image/image';
export { useNearViewport } from './viewport/use-near-viewport';
export type { ImageProps } from './image/image';
export { Input } from './input/input';
export type { InputProps, InputType } from './input/input';
export { uiTexts } from './texts';
export {
  defineModal,
  ModalHost,
  modalPort,
  openModal,
  openModalsAtom,
  preloadModal,
  useIsModalOpen,
  useModals,
} from './modal/modals';
export type {
  AnyModalDefinition,
  ModalBodyProps,
  ModalControls,
  ModalDefinition,
  ModalHostProps,
  ModalRef,
  OpenArgs,
  OpenModal,
  UnmetModalPorts,
} from './modal/modals';
export {
  ArrowLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  GamepadIcon,
  GiftIcon,
  MenuIcon,
  RefreshIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
export { Breadcrumbs, CardGrid, Container, Lead, LinkCard, Notice, PageTitle } from './page/page';
export type { Crumb } from './page/page';
export { LoadState } from './page/load-state';
export { useKeepFocus } from './page/keep-focus';
export type { LoadStateProps } from './page/load-state';
export { Checkbox, FormError, FormStack, Select } from './form/controls';
export type { CheckboxProps, SelectProps } from './form/controls';
export { Tabs } from './form/tabs';
export type { TabsProps } from './form/tabs';
export { useCountdown } from './form/countdown';
export { schemaResolver } from './form/schema-resolver';
export { OtpForm } from './form/otp-form';
export type { OtpFormProps } from './form/otp-form';
// The one money and figure format (spec §9), kept in @xc/i18n so the content build can use it too.
export { floorTo2, formatJackpot, formatMoney, formatNumber } from '@xc/i18n';
export { NumberTicker } from './format/number-ticker';
export type { NumberTickerProps } from './format/number-ticker';
export { useHydrated } from './hydration/use-hydrated';
export {
  composePageExtensions,
  PageExtension,
  PageExtensionsProvider,
  SHELL_PLACES,
} from './extension/page-extensions';
export type {
  ExtensionRoom,
  PageExtensionEntry,
  PageExtensionLoader,
  PageExtensions,
} from './extension/page-extensions';
