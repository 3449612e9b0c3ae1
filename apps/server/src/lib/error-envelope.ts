import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, errorHttpStatus, type ErrorCode } from '@portal/shared/error-codes';
import type { Language } from '@portal/shared/constants/languages';
import type { ErrorEnvelope } from '@portal/shared/schemas/envelope';
import { translate } from '../i18n/translate.js';
import { formatCurrency } from '@portal/shared/money';
import { isAppError, MoneyParam, type ErrorDetail, type ErrorParam } from './app-error.js';

export interface ErrorResponse {
  statusCode: number;
  envelope: ErrorEnvelope;
  /** True when the error is our fault: log it with its stack. */
  unexpected: boolean;
}

/** Fastify's own client errors (parsing, limits) by HTTP status. */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const jsonBodyErrors = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function validationDetails(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: path ? `${path}.${String(key)}` : String(key),
        reason: 'unrecognized_key',
      }));
    }
    return [{ path, reason: issue.keyword }];
  });
}

/**
 * The errorCode a schema refinement names in its issue's params (the display-text rule does),
 * so the client learns what is wrong instead of VALIDATION_FAILED; the first such issue wins.
 */
function refinementCode(error: FastifyError): ErrorCode | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  for (const issue of error.validation) {
    const named = (issue.params as { params?: { errorCode?: unknown } }).params?.errorCode;
    if ((errorCodes as readonly unknown[]).includes(named)) return named as ErrorCode;
  }
  return undefined;
}

function build(
  code: ErrorCode,
  language: Language,
  details?: ErrorDetail[],
  params = {},
): ErrorEnvelope {
  return {
    success: false,
    value: null,
    errorCode: code,
    message: translate(language, code, params),
    ...(details && details.length > 0 ? { details } : {}),
  };
}

/**
 * The sentence's placeholders as text, amounts of money written with the site's symbol in the
 * marks of the reader's language.
 */
const paramTexts = (
  params: Record<string, ErrorParam>,
  currencySymbol: string,
  language: Language,
) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof MoneyParam ? formatCurrency(value.minor, currencySymbol, language) : value,
    ]),
  );

/**
 * The one place that decides what a failure looks like to the client. `currencySymbol` is the
 * site's, for errors that name an amount of money.
 */
export function toErrorResponse(
  error: unknown,
  language: Language,
  currencySymbol = '',
): ErrorResponse {
  if (isAppError(error)) {
    const params = paramTexts(error.params, currencySymbol, language);
    return {
      statusCode: error.statusCode,
      envelope: {
        ...build(error.code, language, error.details, params),
        // The sentence's placeholders travel too, so the site can fill its own translation.
        value: Object.keys(params).length > 0 ? { ...params, ...error.value } : error.value,
      },
      unexpected: false,
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    const details = validationDetails(fastifyError as FastifyError);
    const code = refinementCode(fastifyError as FastifyError) ?? 'VALIDATION_FAILED';
    return {
      statusCode: errorHttpStatus[code],
      envelope: build(code, language, details),
      unexpected: false,
    };
  }
  const status = fastifyError?.statusCode;
  // Fastify's own errors carry FST_ codes; the static file sender's carry `expose` (http-errors).
  const fromFastify =
    (typeof fastifyError?.code === 'string' && fastifyError.code.startsWith('FST_')) ||
    (fastifyError as { expose?: unknown } | undefined)?.expose === true;
  if (fromFastify && status && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'VALIDATION_FAILED';
    const details = jsonBodyErrors.has(fastifyError.code!)
      ? [{ path: 'body', reason: 'invalid_json' }]
      : undefined;
    return {
      statusCode: errorHttpStatus[code],
      envelope: build(code, language, details),
      unexpected: false,
    };
  }
  return { statusCode: 500, envelope: build('SYSTEM_ERROR', language), unexpected: true };
}
