import { useTranslation } from 'react-i18next';
import {
  PROFILE_FIELD_GROUPS,
  PROFILE_GROUPS,
  type EditableProfileField,
} from '@portal/shared/schemas/member-profile';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { Card, DescriptionList } from '../../components/ui/primitives';
import styles from './members.module.css';

/** Every profile field the member gave (decision 057), grouped as the member's page groups them. */
export function MemberProfileCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  // The real name is the identity card's line.
  const fields = (Object.keys(member.profile) as EditableProfileField[]).filter(
    (field) => field !== 'realName',
  );
  const shown = (field: EditableProfileField) => {
    const value = member.profile[field];
    if (value === null) return <span className={styles.muted}>{t('details.empty')}</span>;
    return field === 'incomeSource' ? t(`details.income.${value}`, { defaultValue: value }) : value;
  };
  return (
    <Card title={t('details.title')}>
      {PROFILE_GROUPS.map((group) => {
        const inGroup = fields.filter((field) => PROFILE_FIELD_GROUPS[field] === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-label={t(`details.group.${group}`)}>
            <h4 className={styles.muted}>{t(`details.group.${group}`)}</h4>
            <DescriptionList
              items={inGroup.map((field) => [t(`details.field.${field}`), shown(field)])}
            />
          </section>
        );
      })}
    </Card>
  );
}
