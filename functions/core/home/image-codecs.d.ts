// The codec halves the icons use, imported alone so a bundle carries no encoder or stream parser
// it never runs (jpeg-js and pngjs ship types for their package roots only).
declare module 'jpeg-js/lib/decoder.js' {
  const decode: typeof import('jpeg-js')['decode'];
  export default decode;
}
declare module 'pngjs/lib/png-sync.js' {
  export function read(buffer: Buffer): { width: number; height: number; data: Buffer };
  export function write(png: { width: number; height: number; data: Buffer }, options?: { colorType?: number }): Buffer;
}
