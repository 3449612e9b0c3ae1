import { api } from '../../../lib/api-client';

/** A new captcha image as a PNG data URL; the server keeps the answer for this browser. */
export const getCaptcha = () => api<string>('/wps/captcha');
