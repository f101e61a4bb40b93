export { createRootModule, type RootModuleOptions } from './root/create-root-module';
export type { Feature, ShellSlots } from './app/slots';
export type { PublicRouteId } from './route-table';
export type { WidgetId } from './widgets/visibility';
