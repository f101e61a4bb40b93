import 'styled-components';
import type { AppTheme } from './types';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- the augmentation is the point
  export interface DefaultTheme extends AppTheme {}
}
