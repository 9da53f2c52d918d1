// workbox-window's ES2015+ build (3.3 KB), which its package.json does not point bundlers to: its
// "module" is the ES5 build (5.7 KB). Same API.
declare module 'workbox-window/build/workbox-window.prod.mjs' {
  export * from 'workbox-window';
}
