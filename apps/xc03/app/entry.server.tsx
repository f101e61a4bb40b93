export { default, streamTimeout } from '@xc/feature-shell/entry-server';
