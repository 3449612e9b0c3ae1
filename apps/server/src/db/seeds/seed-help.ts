import type { Language } from '@portal/shared/constants/languages';
import { nowIso } from '../time.js';
import { helpTopics, type HelpTexts, type HelpTopicCode } from './content/help.js';
import { cn } from './content/help/cn.js';
import { en } from './content/help/en.js';
import { id } from './content/help/id.js';
import { ja } from './content/help/ja.js';
import { my } from './content/help/my.js';
import { th } from './content/help/th.js';
import { ty } from './content/help/ty.js';
import { vi } from './content/help/vi.js';
import { ko } from './content/help/ko.js';
import { hi } from './content/help/hi.js';
import { bn } from './content/help/bn.js';
import { km } from './content/help/km.js';
import { lo } from './content/help/lo.js';
import { mm } from './content/help/mm.js';
import { pt } from './content/help/pt.js';
import { es } from './content/help/es.js';
import { renderRichText } from './rich-text.js';
import type { SeedDb } from './seed-types.js';

const texts: Record<Language, HelpTexts> = {
  EN: en,
  CN: cn,
  MY: my,
  VI: vi,
  TH: th,
  ID: id,
  JA: ja,
  TY: ty,
  KO: ko,
  HI: hi,
  BN: bn,
  KM: km,
  LO: lo,
  MM: mm,
  PT: pt,
  ES: es,
};
const languages = Object.entries(texts) as [Language, HelpTexts][];

export async function seedHelp(db: SeedDb): Promise<void> {
  const now = nowIso();
  const topics = Object.entries(helpTopics) as [HelpTopicCode, readonly string[]][];
  for (const [topicIndex, [topicCode, itemCodes]] of topics.entries()) {
    await db
      .insertInto('help_topics')
      .values({
        code: topicCode,
        enabled: 1,
        sort: (topicIndex + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const topic = await db
      .selectFrom('help_topics')
      .select('id')
      .where('code', '=', topicCode)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_topic_translations')
      .values(
        languages.map(([lang, t]) => ({ topic_id: topic.id, lang, title: t.topics[topicCode] })),
      )
      .onConflict((oc) => oc.columns(['topic_id', 'lang']).doNothing())
      .execute();

    for (const [itemIndex, itemCode] of itemCodes.entries()) {
      await db
        .insertInto('help_items')
        .values({
          topic_id: topic.id,
          code: itemCode,
          enabled: 1,
          sort: (itemIndex + 1) * 10,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const item = await db
        .selectFrom('help_items')
        .select('id')
        .where('code', '=', itemCode)
        .executeTakeFirstOrThrow();
      const rows = languages.map(([lang, t]) => {
        const text = t.items[itemCode as keyof HelpTexts['items']];
        return { item_id: item.id, lang, title: text.title, content: renderRichText(text) };
      });
      await db
        .insertInto('help_item_translations')
        .values(rows)
        .onConflict((oc) => oc.columns(['item_id', 'lang']).doNothing())
        .execute();
    }
  }
}
