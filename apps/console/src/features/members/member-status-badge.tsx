import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/primitives';

export function MemberStatusBadge({ status }: { status: 'active' | 'locked' }) {
  const { t } = useTranslation('members');
  return <Badge tone={status === 'locked' ? 'danger' : 'success'}>{t(`status.${status}`)}</Badge>;
}
