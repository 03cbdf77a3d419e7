/**
 * Reads a file the engine ships in `models/`. Every loader goes through here, so the one place
 * that knows where model files live (the package folder today; a single executable's embedded
 * assets when one is built) is this module.
 */
import { readFileSync } from 'node:fs';

/** The folder of the shipped model files. */
export const MODELS_DIR = new URL('../../models/', import.meta.url);

/** The URL of a shipped model file, by its name in `models/`. */
export function modelFileUrl(name: string): URL {
  return new URL(name, MODELS_DIR);
}

/** The bytes of a model file: a shipped one by name, or any file by URL or path. */
export function readModelBytes(file: URL | string): Uint8Array {
  const buf = readFileSync(file);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** The text of a model file (UTF-8). */
export function readModelText(file: URL | string): string {
  return new TextDecoder().decode(readModelBytes(file));
}
