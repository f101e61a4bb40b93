import { routeTable } from '@xc/feature-shell/route-table';
import { features } from '../features';

export default routeTable(features);
