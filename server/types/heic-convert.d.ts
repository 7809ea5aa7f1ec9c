/** heic-convert ships no types: the one call the server makes. */
declare module 'heic-convert' {
  function convert(opts: {
    buffer: Uint8Array;
    format: 'JPEG' | 'PNG';
    quality?: number;
  }): Promise<ArrayBuffer | Uint8Array>;
  export default convert;
}
