import { describe, expect, it } from 'vitest';
import { linesOf, localizedForm, localizedValue } from './site-api';

describe('site form helpers', () => {
  it('edits a text per language and stores only the languages written', () => {
    const form = localizedForm({ EN: 'Upgrade', CN: '升级' });
    expect(form.EN).toBe('Upgrade');
    expect(form.TH).toBe('');
    expect(localizedValue({ ...form, TH: '  ' })).toEqual({ EN: 'Upgrade', CN: '升级' });
    expect(localizedForm('Back soon').EN).toBe('Back soon');
    expect(localizedValue(localizedForm(undefined))).toBeUndefined();
  });

  it('reads one item a line, without blanks', () => {
    expect(linesOf(' 10.0.0.0/8 \n\n2001:db8::/32\r\n')).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });
});
