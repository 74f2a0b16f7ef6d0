import { noAnswerError, reportAnswer, reportFailure } from './api-client';
import { ApiError, errorFromBody } from './api-error';
import { credentialHeaders, useCredentialsStore } from './credentials-store';

export type UploadHandle<T> = { done: Promise<T>; cancel: () => void };

/**
 * POSTs a form with upload progress. fetch() cannot report upload progress, so this one call uses XHR; errors
 * come back as the same ApiError as every other call and reach the same app-wide handling (401 → sign in,
 * 429 → countdown notice). Retrying is the caller's choice (the upload queue does it per file).
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    const fail = (error: ApiError) => {
      reportFailure(error);
      reject(error);
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(credentialHeaders(useCredentialsStore.getState().credentials))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      reportAnswer(xhr.status);
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else fail(errorFromBody(xhr.status, xhr.response, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => {
      const failure = noAnswerError();
      fail(new ApiError(0, `Upload failed: ${failure.message.charAt(0).toLowerCase()}${failure.message.slice(1)}`));
    };
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
