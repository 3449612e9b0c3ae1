import type { Language } from '@portal/shared/constants/languages';
import { registrationFieldNames, type RegistrationRule } from '@portal/shared/schemas/system';
import type { RegistrationRepository } from './registration.repository.js';

type FieldName = (typeof registrationFieldNames)[number];
const knownFields = new Set<string>(registrationFieldNames);

export class RegistrationService {
  constructor(private readonly repository: RegistrationRepository) {}

  /** The server-side rule of every registration field the site knows, hint in `language`. */
  async getRules(language: Language): Promise<RegistrationRule[]> {
    const rows = await this.repository.listRules(language);
    return rows
      .filter((row) => knownFields.has(row.field))
      .map((row) => ({ ...row, field: row.field as FieldName }));
  }
}
