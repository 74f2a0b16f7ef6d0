import { toast } from '@/lib/toast/toast';
import { apiFetch, type ApiRequest } from './api-client';
import { ApiError } from './api-error';

/** The file name the server gave in Content-Disposition, else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads through fetch (so API-key sign-ins work too) and saves with the server's file name. A failure is
 * shown as a toast rather than a broken download.
 */
export async function downloadFile(path: string, query: ApiRequest['query'], fallbackName: string): Promise<void> {
  try {
    const response = await apiFetch(path, { query });
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    toast.error(error instanceof ApiError ? `Download failed: ${error.message}` : 'Download failed');
  }
}
