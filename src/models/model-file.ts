/**
 * Reads a file the engine ships in `models/`. Every loader goes through here, so the one place
 * that knows where model files live is this module: the package folder, or, in the single
 * executable built by `npm run build:binary`, the assets embedded in it (`node:sea`).
 */
import { readFileSync } from 'node:fs';
import { getAsset, isSea } from 'node:sea';

/** The folder of a single executable's embedded model files, as a URL: `sea:/models/<name>`. */
const SEA_MODELS_DIR = 'sea:/models/';

/** The folder of the shipped model files: `models/` in the package, or the embedded one in a single executable. */
export const MODELS_DIR = isSea() ? new URL(SEA_MODELS_DIR) : new URL('../../models/', import.meta.url);

/** The URL of a shipped model file, by its name in `models/`. */
export function modelFileUrl(name: string): URL {
  return new URL(name, MODELS_DIR);
}

/**
 * The asset key under which a single executable embeds the model file `name` (the build script
 * embeds each file the code names with `modelFileUrl`, under this key).
 */
export function modelAssetKey(name: string): string {
  return `models/${name}`;
}

/** The bytes of an embedded model file (`sea:/models/<name>`); a clear error when it is not embedded. */
function readAssetBytes(url: URL): Uint8Array {
  const key = modelAssetKey(url.pathname.slice('/models/'.length));
  try {
    return new Uint8Array(getAsset(key));
  } catch (err) {
    throw new Error(`model file ${key} is not embedded in this executable (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
}

/** The bytes of a model file: a shipped one by name, or any file by URL or path. */
export function readModelBytes(file: URL | string): Uint8Array {
  if (file instanceof URL && file.protocol === 'sea:') return readAssetBytes(file);
  const buf = readFileSync(file);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** The text of a model file (UTF-8). */
export function readModelText(file: URL | string): string {
  return new TextDecoder().decode(readModelBytes(file));
}
