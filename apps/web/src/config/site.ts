/** The brand shown in the wordmark and the document title. */
export const BRAND_NAME = 'Aurum88';
