import { describe, expect, it } from 'vitest';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/shared/schemas/feedback';
import { imageFileProblem } from '../../lib/image-file';
import { checkFeedback, FEEDBACK_IMAGE_LIMITS, type FeedbackValues } from './feedback-check';

const values = (overrides: Partial<FeedbackValues> = {}): FeedbackValues => ({
  type: 'suggestion',
  content: 'More slot games, please',
  contact: '',
  images: [],
  captcha: '',
  ...overrides,
});

describe('checkFeedback', () => {
  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(
      checkFeedback(values({ content: '  Ten chars!  ', contact: '   ' }), { needsCaptcha: false }),
    ).toEqual({ ok: true, payload: { type: 'suggestion', content: 'Ten chars!' } });
    expect(
      checkFeedback(values({ contact: ' a@b.co ', captcha: ' 2468 ', images: ['data:x'] }), {
        needsCaptcha: true,
      }),
    ).toEqual({
      ok: true,
      payload: {
        type: 'suggestion',
        content: 'More slot games, please',
        contact: 'a@b.co',
        images: ['data:x'],
        captcha: '2468',
      },
    });
  });

  it('holds content to 10-500 characters after trimming', () => {
    const check = (content: string) =>
      checkFeedback(values({ content }), { needsCaptcha: false }).ok;
    expect(check(`  ${'a'.repeat(9)}  `)).toBe(false);
    expect(check('a'.repeat(10))).toBe(true);
    expect(check('a'.repeat(500))).toBe(true);
    expect(check('a'.repeat(501))).toBe(false);
  });

  it('names each field at fault; the captcha only when one is owed', () => {
    expect(
      checkFeedback(values({ type: '', content: ' ', contact: 'x'.repeat(101) }), {
        needsCaptcha: true,
      }),
    ).toEqual({
      ok: false,
      problems: { type: 'required', content: 'length', contact: 'tooLong', captcha: 'required' },
    });
    expect(checkFeedback(values(), { needsCaptcha: false }).ok).toBe(true);
    expect(
      checkFeedback(values({ images: ['1', '2', '3', '4'] }), { needsCaptcha: false }),
    ).toEqual({ ok: false, problems: { images: 'tooLong' } });
  });

  it('says so when content or contact carries hidden characters, and keeps line breaks', () => {
    expect(
      checkFeedback(values({ content: 'Withdrawal \u202Eslow page', contact: 'a\u200Bb' }), {
        needsCaptcha: false,
      }),
    ).toEqual({ ok: false, problems: { content: 'characters', contact: 'characters' } });
    expect(
      checkFeedback(values({ content: 'Trang rút tiền\nหน้าถอนเงิน 🙂' }), { needsCaptcha: false })
        .ok,
    ).toBe(true);
  });
});

describe('imageProblem', () => {
  const imageProblem = (file: Pick<File, 'type' | 'size'>) =>
    imageFileProblem(file, FEEDBACK_IMAGE_LIMITS);

  it('takes PNG and JPEG up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: FEEDBACK_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: FEEDBACK_IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});
