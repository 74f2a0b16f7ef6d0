import { errorFromBody, ApiError } from './api-error';
import { credentialHeaders, useCredentialsStore } from './credentials-store';

export type UploadHandle<T> = { done: Promise<T>; cancel: () => void };

/**
 * POSTs a form with upload progress. fetch() cannot report upload progress, so this one call uses XHR; errors
 * come back as the same ApiError as every other call.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(credentialHeaders(useCredentialsStore.getState().credentials))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(errorFromBody(xhr.status, xhr.response, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed: cannot reach the server'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
