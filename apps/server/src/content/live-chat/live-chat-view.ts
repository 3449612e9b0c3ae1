import type {
  LiveChatConversation,
  LiveChatMessage,
  OperatorChatConversation,
} from '@portal/shared/schemas/live-chat';
import { toIsoString } from '../../db/time.js';
import type { ConversationRow, DeskRow, MessageRow } from './live-chat.repository.js';

/** Where a member or visitor reads an image message (the desk has its own call). */
export const customerImageUrl = (messageId: number) => `/wps/chat/images/${messageId}`;

export function toMessage(row: MessageRow): LiveChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    author: row.author_kind,
    staffName: row.author_kind === 'staff' ? row.staff_name : null,
    kind: row.kind,
    text: row.text,
    imageUrl: row.kind === 'image' ? customerImageUrl(row.id) : null,
    createdAt: toIsoString(row.created_at),
    readAt: row.read_at === null ? null : toIsoString(row.read_at),
  };
}

export function toConversation(row: ConversationRow): LiveChatConversation {
  return {
    id: row.id,
    status: row.status,
    visitorName: row.visitor_name,
    createdAt: toIsoString(row.created_at),
  };
}

export function toDeskConversation(row: DeskRow): OperatorChatConversation {
  return {
    id: row.id,
    status: row.status,
    memberId: row.member_id,
    memberAccount: row.member_account,
    visitorName: row.visitor_name,
    assignedStaffId: row.assigned_staff_id,
    assignedTo: row.assigned_username,
    unread: Number(row.unread ?? 0),
    lastMessageAt: row.last_message_at === null ? null : toIsoString(row.last_message_at),
    createdAt: toIsoString(row.created_at),
  };
}
