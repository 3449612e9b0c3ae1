import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { BRAND_NAME } from '../../config/site';
import { CustomerServiceButton } from '../../features/customer-service/components/customer-service-button';
import { MaintenancePage } from '../../features/status/components/maintenance-page';

export function MaintenanceView({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('status');
  const title = status.title || t('maintenance.title');
  useEffect(() => {
    document.title = `${title} - ${BRAND_NAME}`;
  }, [title]);
  return (
    <MaintenancePage
      title={title}
      info={status.info}
      until={status.until}
      action={<CustomerServiceButton />}
    />
  );
}
