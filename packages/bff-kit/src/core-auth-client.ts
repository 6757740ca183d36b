import { AUTH_PREFIX, ERROR_CODES, ME_PATH, OAUTH_CLIENT_ID, type ErrorBody, type Role, type TokenRequest, type TokenResponse } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** What core-api answered: the value, or its status and error body to hand on unchanged. */
export type CoreResult<T> = { ok: true; value: T } | { ok: false; status: number; body: ErrorBody; retryAfter?: string };

/** Who the call is made for: core-api limits logins per browser address and logs the request id. */
export interface CallOrigin {
  ip: string;
  requestId: string;
}

const CALL_TIMEOUT_MS = 10_000;

export function coreUnreachable(): AppError {
  return new AppError(ERROR_CODES.internal, 'The service is temporarily unavailable. Please try again in a moment.', 502);
}

/** The token, me and logout calls a BFF makes to core-api on its own behalf (never proxied for the browser). */
export class CoreAuthClient {
  constructor(
    private readonly role: Role,
    private readonly coreApiUrl: string,
    private readonly clientSecret: string,
  ) {}

  passwordGrant(username: string, password: string, origin: CallOrigin): Promise<CoreResult<TokenResponse>> {
    return this.tokenCall({ grant_type: 'password', client_id: OAUTH_CLIENT_ID[this.role], client_secret: this.clientSecret, username, password }, origin);
  }

  refreshGrant(refreshToken: string, origin: CallOrigin): Promise<CoreResult<TokenResponse>> {
    return this.tokenCall(
      { grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID[this.role], client_secret: this.clientSecret, refresh_token: refreshToken },
      origin,
    );
  }

  async me(accessToken: string, origin: CallOrigin): Promise<CoreResult<unknown>> {
    return this.call('GET', ME_PATH[this.role], origin, { accessToken });
  }

  async logout(accessToken: string, refreshToken: string, origin: CallOrigin): Promise<CoreResult<unknown>> {
    return this.call('POST', `${AUTH_PREFIX[this.role]}/logout`, origin, { accessToken, body: { refresh_token: refreshToken } });
  }

  private async tokenCall(body: TokenRequest, origin: CallOrigin): Promise<CoreResult<TokenResponse>> {
    const result = await this.call('POST', `${AUTH_PREFIX[this.role]}/login`, origin, { body });
    if (result.ok && !isTokenResponse(result.value)) throw coreUnreachable();
    return result as CoreResult<TokenResponse>;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    origin: CallOrigin,
    { accessToken, body }: { accessToken?: string; body?: unknown },
  ): Promise<CoreResult<unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': origin.ip, 'x-request-id': origin.requestId };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, this.coreApiUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      text = await response.text();
    } catch {
      throw coreUnreachable();
    }
    const json = parseJson(text);
    if (response.ok) return { ok: true, value: json };
    if (response.status >= 500) throw coreUnreachable();
    return {
      ok: false,
      status: response.status,
      body: isErrorBody(json) ? json : errorBodyFor(response.status, origin.requestId),
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTokenResponse(value: unknown): value is TokenResponse {
  const v = value as Partial<TokenResponse> | undefined;
  return typeof v?.access_token === 'string' && typeof v.refresh_token === 'string' && typeof v.expires_in === 'number';
}

function isErrorBody(value: unknown): value is ErrorBody {
  const v = value as Partial<ErrorBody> | undefined;
  return typeof v?.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** core-api always answers an ErrorBody; this covers a proxy in between answering something else. */
function errorBodyFor(status: number, requestId: string): ErrorBody {
  const code = status === 401 ? ERROR_CODES.unauthenticated : status === 403 ? ERROR_CODES.forbidden : status === 429 ? ERROR_CODES.tooManyRequests : ERROR_CODES.validation;
  return { status, code, message: 'The request was refused.', requestId };
}
