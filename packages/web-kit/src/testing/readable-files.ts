function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Tests borrow Node's fetch, which streams a form's files with `Blob.stream()`; jsdom's Blob has no such method,
 * so an upload would hang. This gives jsdom's Blob one, read through jsdom's own FileReader.
 */
export function makeFilesReadableByFetch(): void {
  if (typeof Blob === 'undefined' || 'stream' in Blob.prototype) return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await readBlob(this)));
          controller.close();
        },
      });
    },
  });
}
