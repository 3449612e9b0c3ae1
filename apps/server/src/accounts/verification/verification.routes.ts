import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsCodeValueSchema,
  smsNoLoginPayloadSchema,
  smsRegisterPayloadSchema,
} from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { checkMobile } from '@portal/shared/validation/mobile';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { HumanCheckGate } from '../../platform/captcha/human-check.js';
import type { VerificationCodeService } from './verification-codes.service.js';

/** The login SMS call answers one request per client IP per second (spec section 9). */
const NO_LOGIN_THROTTLE_MS = 1000;

export const verificationRoutes: FastifyPluginAsyncZod<{
  codes: VerificationCodeService;
  members: Pick<MembersRepository, 'findByMobile'>;
  store: ShortLivedStore;
  humanCheck: HumanCheckGate;
}> = async (app, { codes, members, store, humanCheck }) => {
  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['session'],
        summary: 'Send an SMS code to a member’s number, for SMS login or a password reset',
        description:
          'The number must belong to a member (MOBILE_NOT_FOUND). While the SMS-code human ' +
          'check is on, humanCheck carries the widget answer (HUMAN_CHECK_REQUIRED, ' +
          'HUMAN_CHECK_FAILED). One request per second per ' +
          'client IP; a new code for the same number waits expiredMinutes (TOO_MANY_REQUESTS ' +
          'with value.retryAfterSeconds); SMS_TOO_MANY after 5 codes in 15 minutes; ' +
          'SMS_QUOTA_EXCEEDED beyond the daily quota; SERVICE_UNAVAILABLE when the SMS ' +
          'provider fails.',
        querystring: emptyQuerySchema,
        body: smsNoLoginPayloadSchema,
        response: jsonResponses(smsCodeValueSchema),
      },
    },
    async (request) => {
      const throttled = !(await store.setIfAbsent(
        `sms-nologin-ip:${clientIp(request)}`,
        '1',
        NO_LOGIN_THROTTLE_MS,
      ));
      if (throttled)
        throw new AppError('TOO_MANY_REQUESTS', {}, undefined, { retryAfterSeconds: 1 });
      const { countryDialingCode, mobileNum } = request.body;
      // Before the number is looked up: no SMS, and no answer about the number, without it.
      await humanCheck.assert('smsCode', request, request.body.humanCheck);
      if (!(await members.findByMobile(countryDialingCode, mobileNum))) {
        throw new AppError('MOBILE_NOT_FOUND');
      }
      return ok(
        await codes.issue({
          purpose: 'noLogin',
          channel: 'sms',
          destination: codes.smsDestination(countryDialingCode, mobileNum),
          language: request.language,
        }),
      );
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags: ['member'],
        summary: 'Send an SMS code that proves a new number at registration',
        description:
          'The number must have the length of its region (VALIDATION_FAILED on mobileNo) and ' +
          'must not be registered yet (MOBILE_TAKEN). The code rules of noLogin apply.',
        querystring: emptyQuerySchema,
        body: smsRegisterPayloadSchema,
        response: jsonResponses(smsCodeValueSchema),
      },
    },
    async (request) => {
      const { countryDialingCode, mobileNo } = request.body;
      const problem = checkMobile(countryDialingCode, mobileNo);
      if (problem) {
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'mobileNo', reason: problem }]);
      }
      if (await members.findByMobile(countryDialingCode, mobileNo)) {
        throw new AppError('MOBILE_TAKEN');
      }
      return ok(
        await codes.issue({
          purpose: 'register',
          channel: 'sms',
          destination: codes.smsDestination(countryDialingCode, mobileNo),
          language: request.language,
        }),
      );
    },
  );
};
