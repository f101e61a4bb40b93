/** Vite emits the file and gives its URL; `?no-inline` keeps small SVGs out of the JS as data URIs. */
declare module '*.svg?no-inline' {
  const url: string;
  export default url;
}
