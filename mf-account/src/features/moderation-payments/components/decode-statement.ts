/**
 * The text of a bank statement file. Czech banks export CSV in UTF-8 or in windows-1250: UTF-8 is
 * tried strictly first, so a windows-1250 file's "č" or "ř" is never turned into replacement marks.
 */
export function decodeStatement(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/** The bytes of a chosen file (FileReader: every browser we support has it, also older ones without Blob.arrayBuffer). */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('Not an ArrayBuffer')));
    reader.onerror = () => reject(reader.error ?? new Error('File read failed'));
    reader.readAsArrayBuffer(file);
  });
}
