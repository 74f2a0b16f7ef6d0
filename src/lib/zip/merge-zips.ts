import { unzipSync, zipSync, type Zippable } from 'fflate';

/** `name` with " (2)", " (3)"… before its extension until no file of `taken` has it. */
function uniquePath(path: string, taken: Zippable): string {
  if (!(path in taken)) return path;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  for (let copy = 2; ; copy++) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!(candidate in taken)) return candidate;
  }
}

/**
 * One zip holding every file of several zips, under the paths they had (a name two archives share gets " (2)"),
 * stored rather than deflated: the gateway's exports hold audio, which does not compress.
 */
export function mergeZips(archives: readonly Uint8Array[]): Uint8Array {
  const files: Zippable = {};
  for (const archive of archives) {
    for (const [path, data] of Object.entries(unzipSync(archive))) {
      if (path.endsWith('/')) continue;
      files[uniquePath(path, files)] = [data, { level: 0 }];
    }
  }
  return zipSync(files);
}
