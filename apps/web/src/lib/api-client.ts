import type { ApiError } from '@gdo/domain/api-error';
import { IDEMPOTENCY_HEADER } from '@gdo/domain/constants';
import { API_ERRORS, MESSAGES } from '@gdo/domain/messages';
import { env } from '@/config/env';
import { ApiRequestError } from '@/lib/api-error';
import { settleSubmit, submitKey } from '@/lib/idempotency-key';
import { sessionExpired } from '@/lib/session-expiry';
import { readToken } from '@/lib/storage';

const NETWORK_FAILURE_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  // Sign-in is the only call made without the token.
  authenticated?: boolean;
  signal?: AbortSignal;
};

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).message === 'string';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureBody(status: number, body: unknown): ApiError {
  if (isApiError(body)) return body;
  return { message: status >= 500 ? API_ERRORS.erroInterno : API_ERRORS.rotaNaoEncontrada };
}

export type ApiResponse<T> = { data: T; headers: Headers };

// The body and the headers of an answer: lists read their total from a header.
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, authenticated = true, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  // A file upload (the firm's logo) goes as the browser writes FormData, boundary included.
  const form = body instanceof FormData ? body : undefined;
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  const token = authenticated ? readToken() : null;
  // The token travels raw, without a 'Bearer ' prefix, as the spec sends it.
  if (token) headers.set('Authorization', token);
  const json = body === undefined || form ? undefined : JSON.stringify(body);
  const submit = authenticated && method === 'POST' ? `${path}\n${json ?? ''}` : undefined;
  const key = submit === undefined ? undefined : submitKey(submit);
  if (key) headers.set(IDEMPOTENCY_HEADER, key);

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, { method, headers, body: form ?? json, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { message: NETWORK_FAILURE_MESSAGE });
  }

  const payload = await readBody(response);
  if (submit && key)
    settleSubmit(submit, key, response.status, isApiError(payload) ? payload.message : undefined);
  const tokenRefused =
    (isApiError(payload) && payload.message === MESSAGES.tokenInvalido) || response.status === 401;
  if (authenticated && tokenRefused) sessionExpired();
  if (!response.ok) throw new ApiRequestError(response.status, failureBody(response.status, payload));
  return { data: payload as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

export type DownloadedFile = { blob: Blob; filename: string | null };

// RFC 6266: the UTF-8 name (filename*=UTF-8''…) when given, else the plain one.
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

// A file the API generates (a PDF, a spreadsheet). It is fetched here rather than opened with a
// link because a link cannot send the token, which travels in the Authorization header.
export async function apiDownload(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', token);

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { message: NETWORK_FAILURE_MESSAGE });
  }
  if (!response.ok) {
    const payload = await readBody(response);
    if (response.status === 401) sessionExpired();
    throw new ApiRequestError(response.status, failureBody(response.status, payload));
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition')),
  };
}

export type UploadOptions = {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

// A file sent as FormData whose progress the screen shows (a phone photo on a weak signal): fetch
// reports no upload progress, XMLHttpRequest does. Same token, errors and session rules as apiFetch;
// no Idempotency-Key, since the server answers a file sent again with the one it already keeps.
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, { message: NETWORK_FAILURE_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status === 401) sessionExpired();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, failureBody(xhr.status, payload)));
        return;
      }
      resolve(payload as T);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
