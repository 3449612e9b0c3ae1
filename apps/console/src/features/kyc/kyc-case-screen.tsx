import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycCase } from '@portal/shared/schemas/kyc';
import { ApiError } from '../../api/client';
import {
  Badge,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { DocumentViewer } from './document-viewer';
import { caseTone, useKycCase } from './kyc-calls';
import { KycDecision } from './kyc-decision';
import styles from './kyc.module.css';

/** One identity check: the documents side by side with the member's profile, and the decision. */
export default function KycCaseScreen() {
  const { t } = useTranslation('kyc');
  const id = Number(useParams().caseId);
  const query = useKycCase(id);
  const back = (
    <Link to="/kyc" className={styles.back}>
      ← {t('case.back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <>
        {back}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState title={t('case.notFound')} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const value = query.data;
  return (
    <>
      {back}
      <PageHeader
        title={t('case.title', { id: value.id })}
        description={`${value.username} · ${formatSiteTime(value.submittedAt)}`}
        actions={<Badge tone={caseTone[value.state]}>{t(`states.${value.state}`)}</Badge>}
      />
      <div className={styles.layout}>
        <Card title={t('case.documents')}>
          <div className={styles.documents}>
            {value.documents.map((document) => (
              <DocumentViewer key={document.id} document={document} />
            ))}
          </div>
        </Card>
        <div className={styles.side}>
          <Profile value={value} />
          <KycDecision value={value} />
        </div>
      </div>
    </>
  );
}

function Profile({ value }: { value: KycCase }) {
  const { t } = useTranslation('kyc');
  const { member } = value;
  const none = t('case.none');
  return (
    <Card title={t('case.profile')}>
      <DescriptionList
        items={[
          [t('member'), value.username],
          [t('case.realName'), member.realName ?? none],
          [t('case.birthdayEntered'), value.birthday ?? none],
          [t('case.birthdayRecorded'), member.birthday ?? none],
          [t('case.email'), member.email ?? none],
          [t('case.mobile'), member.mobile ?? none],
          [t('case.registeredAt'), formatSiteTime(member.registeredAt)],
          [t('case.registerIp'), member.registerIp ?? none],
          [
            t('case.withdrawalsTotal'),
            `${formatAmount(member.withdrawalsTotal, currentLocale())} ${member.currency}`,
          ],
          ...(value.decidedAt
            ? ([
                [t('decidedBy'), `${value.decidedBy ?? none} · ${formatSiteTime(value.decidedAt)}`],
              ] as Array<[string, string]>)
            : []),
          ...(value.rejectionReason
            ? ([
                [
                  t('reason'),
                  `${t(`reasons.${value.rejectionReason}`)}${value.rejectionNote ? ` · ${value.rejectionNote}` : ''}`,
                ],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
    </Card>
  );
}
