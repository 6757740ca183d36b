import type { BaseQueryApi, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import type { WebBaseQuery } from './base-query';

/**
 * Reads a download answer: a success is the file; a failure is parsed as JSON when it is JSON (spec §8), so
 * `errorToText` finds the server's message, and kept as text otherwise.
 */
export async function fileOrErrorBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file name of `Content-Disposition: attachment; filename="invoice-2026-000017.pdf"`, if the answer names one. */
export function fileNameOf(response: Response | undefined): string | null {
  const disposition = response?.headers.get('Content-Disposition');
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name falls back to the plain one below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Hands a downloaded file to the browser as if the user had followed a link to it. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the address only after click() returned, so it is released a tick later.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type DownloadResult = QueryReturnValue<null, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * A mutation's `queryFn` that fetches a file through the app's base query (BFF session, 401 handling) and saves
 * it at once, so the blob never enters the store. It resolves to null; a failure is the usual RTK Query error.
 */
export function downloadFileQueryFn<Arg>(urlOf: (arg: Arg) => string, fallbackName: (arg: Arg) => string, method: 'GET' | 'POST' | 'PUT' = 'GET') {
  return async (
    arg: Arg,
    _api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: (args: Parameters<WebBaseQuery>[0]) => ReturnType<WebBaseQuery>,
  ): Promise<DownloadResult> => {
    const result = await baseQuery({ url: urlOf(arg), method, responseHandler: fileOrErrorBody });
    if (result.error) return { error: result.error, meta: result.meta };
    // fileOrErrorBody answers a Blob for every successful response.
    saveFile(result.data as Blob, fileNameOf(result.meta?.response) ?? fallbackName(arg));
    return { data: null, meta: result.meta };
  };
}
