import { buildRoutes } from '@xc/feature-shell/route-table';

export default buildRoutes();
