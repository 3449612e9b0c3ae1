import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import type { AgentAnnouncementsValue } from '@portal/shared/schemas/agency';
import type {
  agentAnnouncementInputSchema,
  OperatorAgentAnnouncement,
  OperatorAgentAnnouncementsValue,
  operatorAgentAnnouncementsQuerySchema,
} from '@portal/shared/schemas/agent-announcements';
import type { MessageContents } from '@portal/shared/schemas/operator-messages';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { pickMessageText } from '../../platform/notices/notice-render.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type {
  AgentAnnouncementRow,
  AgentAnnouncementsRepository,
} from './agent-announcements.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

type Input = z.infer<typeof agentAnnouncementInputSchema>;
type ListQuery = z.infer<typeof operatorAgentAnnouncementsQuerySchema>;

/** The most notices an agent's page lists. */
const AGENT_LIST_MAX = 100;

const target = (id: number) => `agent-announcement:${id}`;

function auditDetails(input: Input) {
  return {
    languages: Object.keys(input.contents),
    pinned: input.pinned,
    publishedAt: input.publishedAt ?? null,
    expiresAt: input.expiresAt ?? null,
  };
}

/**
 * Agent announcements (agent centre page agentAnnouncement): operators write them (audited; a
 * delete only hides), agents read the live ones in their language, else EN, else any.
 */
export class AgentAnnouncementsService {
  constructor(
    private readonly deps: {
      db: DB;
      repository: AgentAnnouncementsRepository;
      audit: Pick<AuditLog, 'record'>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async forAgents(language: Language): Promise<AgentAnnouncementsValue> {
    const rows = await this.deps.repository.live(nowIso(this.now()), AGENT_LIST_MAX);
    return {
      list: rows.flatMap((row) => {
        const text = pickMessageText(JSON.parse(row.contents) as MessageContents, language);
        if (!text) return [];
        return [
          {
            id: row.id,
            title: text.title,
            content: text.content,
            pinned: row.pinned === 1,
            time: toIsoString(row.published_at),
          },
        ];
      }),
    };
  }

  async list(query: ListQuery): Promise<OperatorAgentAnnouncementsValue> {
    const { page, pageSize } = query;
    const { rows, total } = await this.deps.repository.page(pageSize, (page - 1) * pageSize);
    const now = this.now();
    return { list: rows.map((row) => this.toOperator(row, now)), page, pageSize, total };
  }

  async create(operator: Operator, input: Input): Promise<OperatorAgentAnnouncement> {
    const { db, repository, audit } = this.deps;
    const now = nowIso(this.now());
    return inTransaction(db, async (trx) => {
      const id = await repository.insert(
        {
          contents: JSON.stringify(input.contents),
          pinned: input.pinned ? 1 : 0,
          published_at: input.publishedAt ? nowIso(new Date(input.publishedAt)) : now,
          expires_at: input.expiresAt ? nowIso(new Date(input.expiresAt)) : null,
          created_by: operator.staff.id,
          updated_by: operator.staff.id,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      await audit.record(
        {
          staff: operator.staff,
          action: 'agent_announcement.create',
          target: target(id),
          details: auditDetails(input),
          ip: operator.ip,
        },
        trx,
      );
      return this.toOperator((await repository.find(id, trx))!, this.now());
    });
  }

  async update(operator: Operator, id: number, input: Input): Promise<OperatorAgentAnnouncement> {
    const { db, repository, audit } = this.deps;
    const now = nowIso(this.now());
    return inTransaction(db, async (trx) => {
      const current = await repository.find(id, trx);
      if (!current) throw new AppError('NOT_FOUND');
      await repository.update(
        id,
        {
          contents: JSON.stringify(input.contents),
          pinned: input.pinned ? 1 : 0,
          // Without a new publication time the notice keeps its place in the list.
          published_at: input.publishedAt
            ? nowIso(new Date(input.publishedAt))
            : toIsoString(current.published_at),
          expires_at: input.expiresAt ? nowIso(new Date(input.expiresAt)) : null,
          updated_by: operator.staff.id,
          updated_at: now,
        },
        trx,
      );
      await audit.record(
        {
          staff: operator.staff,
          action: 'agent_announcement.update',
          target: target(id),
          details: auditDetails(input),
          ip: operator.ip,
        },
        trx,
      );
      return this.toOperator((await repository.find(id, trx))!, this.now());
    });
  }

  async remove(operator: Operator, id: number): Promise<{ id: number }> {
    const { db, repository, audit } = this.deps;
    const now = nowIso(this.now());
    return inTransaction(db, async (trx) => {
      const deleted = await repository.update(
        id,
        { deleted_at: now, updated_by: operator.staff.id, updated_at: now },
        trx,
      );
      if (!deleted) throw new AppError('NOT_FOUND');
      await audit.record(
        {
          staff: operator.staff,
          action: 'agent_announcement.delete',
          target: target(id),
          ip: operator.ip,
        },
        trx,
      );
      return { id };
    });
  }

  private toOperator(row: AgentAnnouncementRow, now: Date): OperatorAgentAnnouncement {
    const publishedAt = toIsoString(row.published_at);
    const expiresAt = row.expires_at === null ? null : toIsoString(row.expires_at);
    const at = now.getTime();
    return {
      id: row.id,
      contents: JSON.parse(row.contents) as OperatorAgentAnnouncement['contents'],
      pinned: row.pinned === 1,
      publishedAt,
      expiresAt,
      live: Date.parse(publishedAt) <= at && (expiresAt === null || Date.parse(expiresAt) > at),
      createdBy: row.created_by_username,
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    };
  }
}
