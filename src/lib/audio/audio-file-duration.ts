/**
 * A file's length in seconds as the browser reads it from its header, before anything is uploaded; null when
 * the browser cannot tell (a format it does not play, or a recording without a duration in its header), in
 * which case the server's own check decides.
 */
export function audioFileDuration(file: Blob): Promise<number | null> {
  const url = URL.createObjectURL(file);
  const audio = new Audio();
  return new Promise<number | null>((resolve) => {
    audio.onloadedmetadata = () => resolve(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => resolve(null);
    audio.preload = 'metadata';
    audio.src = url;
  }).finally(() => {
    audio.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}
