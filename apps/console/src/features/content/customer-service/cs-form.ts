import type { Language } from '@portal/shared/constants/languages';
import type { CsType } from '@portal/shared/constants/site';
import type {
  CsIcon,
  CustomerServiceInput,
  OperatorCustomerService,
} from '@portal/shared/schemas/content-operator/customer-service';
import { CONTENT_LANGUAGES } from '../kit/languages';

export interface CustomerServiceForm {
  csType: CsType;
  path: string;
  icon: CsIcon;
  minVipRank: number;
  enabled: boolean;
  translations: Record<Language, { title: string }>;
  updatedAt?: string;
}

export function customerServiceForm(entry?: OperatorCustomerService): CustomerServiceForm {
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [code, { title: entry?.translations[code]?.title ?? '' }]),
  ) as CustomerServiceForm['translations'];
  return {
    csType: (entry?.csType as CsType | undefined) ?? 1,
    path: entry?.path ?? '',
    icon: (entry?.icon as CsIcon | undefined) ?? 'livechat',
    minVipRank: entry?.minVipRank ?? 0,
    enabled: entry?.enabled ?? true,
    translations,
    ...(entry ? { updatedAt: entry.updatedAt } : {}),
  };
}

export function customerServicePayload(form: CustomerServiceForm): CustomerServiceInput {
  const translations: CustomerServiceInput['translations'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const title = form.translations[code]?.title ?? '';
    if (title.trim() !== '') translations[code] = { title };
  }
  return {
    csType: Number(form.csType) as CsType,
    path: form.path,
    icon: form.icon,
    minVipRank: Number(form.minVipRank),
    enabled: form.enabled,
    translations,
    ...(form.updatedAt ? { updatedAt: form.updatedAt } : {}),
  };
}
