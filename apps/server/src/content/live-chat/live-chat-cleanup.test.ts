import { describe, expect, it } from 'vitest';
import { liveChatMessageSchema } from '@portal/shared/schemas/live-chat';
import { expectValue } from '../../../test/assertions.js';
import { dataUrl, PNG_BYTES } from '../../../test/feedback.js';
import { useTestApp } from '../../../test/helper.js';
import { chatMember, chatVisitor, sendChatImage, sentMessage } from '../../../test/live-chat.js';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Moves a conversation's last message (and last change) `days` into the past. */
async function silentFor(conversationId: number, days: number) {
  const at = new Date(Date.now() - days * DAY).toISOString();
  await t.db
    .updateTable('live_chat_conversations')
    .set({ last_message_at: at, updated_at: at })
    .where('id', '=', conversationId)
    .execute();
}

const conversationExists = async (id: number) =>
  (await t.db
    .selectFrom('live_chat_conversations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;
const messageIdsOf = async (conversationId: number) =>
  (
    await t.db
      .selectFrom('live_chat_messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .execute()
  ).map((row) => row.id);
const imageCount = async (messageIds: number[]) =>
  messageIds.length === 0
    ? 0
    : Number(
        (
          await t.db
            .selectFrom('live_chat_images')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('message_id', 'in', messageIds)
            .executeTakeFirstOrThrow()
        ).n,
      );

/** Runs every recurring job's slot of `now` (the chat clean-up among them). */
async function runCleanup(now: Date) {
  await t.app.services.recurring.scheduleNext(now);
  return t.app.services.jobs.runDue(new Date(now.getTime() + 1000));
}

describe("visitors' chat clean-up job", () => {
  it('deletes silent visitor chats with their messages and images, keeps recent ones and members’', async () => {
    const old = await chatVisitor(t, 'Old visitor');
    await sentMessage(t.app, old.headers, 'Anyone there?');
    const image = expectValue(
      await sendChatImage(t.app, old.headers, dataUrl('image/png', PNG_BYTES)),
      liveChatMessageSchema,
    );
    const oldMessages = await messageIdsOf(old.conversationId);
    expect(oldMessages).toContain(image.id);
    expect(await imageCount(oldMessages)).toBe(1);
    await silentFor(old.conversationId, 31);

    // A visitor who never wrote, gone as long: nothing but the conversation to delete.
    const mute = await chatVisitor(t, 'Mute visitor');
    await silentFor(mute.conversationId, 40);

    const recent = await chatVisitor(t, 'Recent visitor');
    await sentMessage(t.app, recent.headers, 'Hello');
    await silentFor(recent.conversationId, 29);

    const member = await chatMember(t);
    await sentMessage(t.app, member.headers, 'Where is my withdrawal?');
    await silentFor(member.conversationId, 90);
    const memberMessages = await messageIdsOf(member.conversationId);

    const now = new Date();
    expect(await runCleanup(now)).toMatchObject({ failed: 0, retried: 0 });

    expect(await conversationExists(old.conversationId)).toBe(false);
    expect(await messageIdsOf(old.conversationId)).toEqual([]);
    expect(await imageCount(oldMessages)).toBe(0);
    expect(await conversationExists(mute.conversationId)).toBe(false);
    expect(await conversationExists(recent.conversationId)).toBe(true);
    expect(await messageIdsOf(recent.conversationId)).toHaveLength(1);
    expect(await conversationExists(member.conversationId)).toBe(true);
    expect(await messageIdsOf(member.conversationId)).toEqual(memberMessages);

    // The next slot finds nothing more to delete and changes nothing.
    expect(await runCleanup(new Date(now.getTime() + HOUR))).toMatchObject({
      failed: 0,
      retried: 0,
    });
    expect(await conversationExists(recent.conversationId)).toBe(true);
    expect(await conversationExists(member.conversationId)).toBe(true);
    expect(await messageIdsOf(member.conversationId)).toEqual(memberMessages);
  });

  it('schedules one hourly slot however often it is asked', async () => {
    const now = new Date();
    await t.app.services.recurring.scheduleNext(now);
    await t.app.services.recurring.scheduleNext(now);
    const slot = Math.floor(now.getTime() / HOUR);
    const keys = (
      await t.db
        .selectFrom('jobs')
        .select('unique_key')
        .where('kind', '=', 'live-chat.visitor-cleanup')
        .execute()
    ).map((job) => job.unique_key);
    expect(keys.filter((key) => key === `live-chat.visitor-cleanup:${slot}`)).toHaveLength(1);
  });
});
