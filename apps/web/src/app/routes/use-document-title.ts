import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/site';
import { useRouteHandle } from '../route-handle';

/** The document title names the current screen in the interface language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('pages');
  const { handle, moduleOff } = useRouteHandle();
  const page = moduleOff ? 'notFound' : (handle?.page ?? 'home');
  const title = t(`title.${page}`);
  useEffect(() => {
    document.title = `${title} - ${BRAND_NAME}`;
  }, [title]);
}
