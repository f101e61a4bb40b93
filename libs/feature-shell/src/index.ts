export { createRootModule, type RootModuleOptions } from './root/create-root-module';
export type { Feature, ShellSlots, UnmetModalNeeds } from './app/slots';
export type { ComposableFeatures } from './root/create-root-module';
export type { PublicRouteId } from './route-table';
export type { WidgetId } from './widgets/visibility';
