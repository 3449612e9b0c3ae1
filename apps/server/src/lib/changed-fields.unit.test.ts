import { describe, expect, it } from 'vitest';
import { changedFields, listChanges } from './changed-fields.js';

describe('changedFields', () => {
  it('names each top-level field that changed, with its old and new value', () => {
    expect(
      changedFields(
        { name: 'Portal', colours: ['#000'], gone: 1, same: { a: 1 } },
        { name: 'Aurum', colours: ['#000', '#fff'], added: true, same: { a: 1 } },
      ),
    ).toEqual({
      name: { from: 'Portal', to: 'Aurum' },
      colours: { from: ['#000'], to: ['#000', '#fff'] },
      gone: { from: 1, to: null },
      added: { from: null, to: true },
    });
  });

  it('is empty when nothing changed, and treats a missing record as empty', () => {
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual({});
    expect(changedFields(null, { a: 1 })).toEqual({ a: { from: null, to: 1 } });
  });
});

describe('listChanges', () => {
  it('lists what was added and what was removed', () => {
    expect(listChanges(['10.0.0.0/8', '1.2.3.4/32'], ['1.2.3.4/32', '192.0.2.0/24'])).toEqual({
      added: ['192.0.2.0/24'],
      removed: ['10.0.0.0/8'],
    });
  });
});
