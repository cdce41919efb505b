// The few globals the engine folders may use: present alike in Node, a Web Worker and the page.
// Declared here because the engine compiles without the DOM library.
declare global {
  interface TextEncoder {
    encode(input?: string): Uint8Array;
  }
  var TextEncoder: { new (): TextEncoder };
  interface TextDecoder {
    decode(input?: Uint8Array): string;
  }
  var TextDecoder: { new (label?: string, options?: { fatal?: boolean }): TextDecoder };
  function btoa(data: string): string;
  function atob(data: string): string;
}
export {};
