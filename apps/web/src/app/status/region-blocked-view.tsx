import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { BRAND_NAME } from '../../config/site';
import { CustomerServiceButton } from '../../features/customer-service/components/customer-service-button';
import { RegionBlockedPage } from '../../features/status/components/region-blocked-page';

export function RegionBlockedView({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('status');
  const title = status.title || t('blocked.title');
  useEffect(() => {
    document.title = `${title} - ${BRAND_NAME}`;
  }, [title]);
  return (
    <RegionBlockedPage
      title={title}
      ip={status.ip}
      info={status.info}
      action={<CustomerServiceButton />}
    />
  );
}
