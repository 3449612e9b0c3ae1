import type { Language } from '@portal/shared/constants/languages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';

/** A text in every interface language; the type makes a missing language a compile error. */
export type Texts = Record<Language, string>;

export type SeedDb = Kysely<Database> | Transaction<Database>;
