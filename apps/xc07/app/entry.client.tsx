import '@xc/feature-shell/entry-client';
