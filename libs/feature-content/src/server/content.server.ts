// The content files, bundled as text into the prerender build only (a `.server` module never reaches
// the browser): route loaders read them while React Router prerenders each brand.
import { createContentIndex } from './content-index';

const RAW = import.meta.glob<string>('../../content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const content = createContentIndex(
  Object.fromEntries(
    Object.entries(RAW).map(([file, text]) => [file.replace(/^\.\.\/\.\.\/content\//, ''), text]),
  ),
);
