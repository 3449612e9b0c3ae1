import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { helpIdsFromLocation, helpItemHref, resolveHelpSelection } from './help-selection';

const topics: HelpTopic[] = [
  {
    id: 1,
    title: 'Account',
    items: [
      { id: 11, title: 'Register', content: '' },
      { id: 12, title: 'Log in', content: '' },
    ],
  },
  {
    id: 2,
    title: 'Deposit',
    items: [
      { id: 21, title: 'Bank transfer', content: '' },
      { id: 22, title: 'E-wallet', content: '' },
    ],
  },
  { id: 3, title: 'Empty', items: [] },
];

describe('helpIdsFromLocation', () => {
  it('reads topic and item from the path below /help', () => {
    expect(helpIdsFromLocation('/help/2/22', '')).toEqual({ topicId: 2, itemId: 22 });
    expect(helpIdsFromLocation('/help/2', '')).toEqual({ topicId: 2, itemId: null });
    expect(helpIdsFromLocation('/help', '')).toEqual({ topicId: null, itemId: null });
  });

  it('reads them from the query on /helpmc', () => {
    expect(helpIdsFromLocation('/helpmc', '?topic=2&item=21')).toEqual({ topicId: 2, itemId: 21 });
  });

  it('ignores ids that are not numbers', () => {
    expect(helpIdsFromLocation('/help/abc/1x', '')).toEqual({ topicId: null, itemId: null });
  });
});

describe('resolveHelpSelection', () => {
  it('selects the requested topic and item', () => {
    const selection = resolveHelpSelection(topics, 2, 22);
    expect(selection?.topic.id).toBe(2);
    expect(selection?.item?.id).toBe(22);
  });

  it('falls back to the first topic for an unknown topic id', () => {
    const selection = resolveHelpSelection(topics, 99, 22);
    expect(selection?.topic.id).toBe(1);
    expect(selection?.item?.id).toBe(11);
  });

  it('falls back to the first item of the topic for a missing or unknown item', () => {
    expect(resolveHelpSelection(topics, 2, null)?.item?.id).toBe(21);
    expect(resolveHelpSelection(topics, 2, 11)?.item?.id).toBe(21);
  });

  it('has no item for an empty topic and no selection without topics', () => {
    expect(resolveHelpSelection(topics, 3, null)?.item).toBeUndefined();
    expect(resolveHelpSelection([], 1, 1)).toBeNull();
  });
});

describe('helpItemHref', () => {
  it('links within the same help page', () => {
    expect(helpItemHref('/help/1/11', 2, 21)).toBe('/help/2/21');
    expect(helpItemHref('/helpmc', 2, 21)).toBe('/helpmc?topic=2&item=21');
  });
});
