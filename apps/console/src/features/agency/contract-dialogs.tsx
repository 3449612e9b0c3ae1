import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyAgentTypeResult } from '@portal/shared/schemas/agency-operator';
import {
  contractKinds,
  dividendPeriods,
  type ContractKind,
} from '@portal/shared/schemas/contracts';
import { rateNames } from '@portal/shared/contracts/terms';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { Field, SelectInput, TextInput } from '../../components/form/fields';
import { agentTypes, useAgencyAction } from './api';
import styles from './agency.module.css';

interface Member {
  id: number;
  account: string;
  type: number;
}

type Open = { open: boolean; onOpenChange: (open: boolean) => void };

/** Appoints an agent type, or makes the member a member again (which ends its contracts). */
export function AgentTypeDialog({ member, open, onOpenChange }: { member: Member } & Open) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [type, setType] = useState(String(member.type));
  const save = useAgencyAction<AgencyAgentTypeResult, string>((reason) => [
    '/agency/agent-type',
    { body: { memberId: member.id, type: Number(type), reason } },
  ]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('agentType.title', { account: member.account })}
      confirmLabel={t('agentType.confirm')}
      reason={{ label: t('agentType.reason') }}
      onConfirm={async (reason) => {
        const result = await save.mutateAsync(reason);
        toast(t('agentType.done', { count: result.contractsEnded }));
      }}
    >
      <div className={styles.form}>
        <Field label={t('agentType.type')}>
          {(field) => (
            <SelectInput {...field} value={type} onChange={(event) => setType(event.target.value)}>
              {agentTypes.map((value) => (
                <option key={value} value={value}>
                  {t(`type.${value}`)}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        {type === '0' && member.type !== 0 ? <Notice>{t('agentType.warning')}</Notice> : null}
      </div>
    </ConfirmDialog>
  );
}

/** Sets a top-level agent's contract of a kind (one tier), replacing the running one. */
export function TopLevelDialog({ member, open, onOpenChange }: { member: Member } & Open) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [kind, setKind] = useState<ContractKind>('daily');
  const [period, setPeriod] = useState<string>('weekly');
  const [tier, setTier] = useState<Record<string, string>>({ minValidBet: '0', minActive: '0' });
  const save = useAgencyAction<unknown, string>((reason) => [
    '/contracts/top-level',
    {
      method: 'PUT',
      body: {
        kind,
        agentId: member.id,
        reason,
        terms: {
          ...(kind === 'dividend' ? { period } : {}),
          tiers: [
            {
              minValidBet: Number(tier.minValidBet || 0),
              minActive: Number(tier.minActive || 0),
              ...Object.fromEntries(rateNames[kind].map((name) => [name, Number(tier[name] ?? 0)])),
            },
          ],
        },
      },
    },
  ]);
  const field = (name: string) => (
    <Field key={name} label={t(`topLevel.${name}` as 'topLevel.rate')}>
      {(field) => (
        <TextInput
          {...field}
          inputMode="decimal"
          value={tier[name] ?? ''}
          onChange={(event) => setTier({ ...tier, [name]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('topLevel.title', { account: member.account })}
      confirmLabel={t('topLevel.confirm')}
      reason={{ label: t('topLevel.reason') }}
      onConfirm={async (reason) => {
        await save.mutateAsync(reason);
        toast(t('topLevel.done'));
      }}
    >
      <div className={styles.form}>
        <div className={styles.grid2}>
          <Field label={t('topLevel.kind')}>
            {(field) => (
              <SelectInput
                {...field}
                value={kind}
                onChange={(event) => setKind(event.target.value as ContractKind)}
              >
                {contractKinds.map((value) => (
                  <option key={value} value={value}>
                    {t(`kind.${value}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          {kind === 'dividend' ? (
            <Field label={t('topLevel.period')}>
              {(field) => (
                <SelectInput
                  {...field}
                  value={period}
                  onChange={(event) => setPeriod(event.target.value)}
                >
                  {dividendPeriods.map((value) => (
                    <option key={value} value={value}>
                      {t(`period.${value}`)}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
          ) : null}
          {field('minValidBet')}
          {field('minActive')}
          {rateNames[kind].map((name) => field(name))}
        </div>
      </div>
    </ConfirmDialog>
  );
}
