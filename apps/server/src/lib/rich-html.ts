/** The cleaning of operators' HTML lives in packages/shared, where the console uses it too. */
export { cleanRichHtml } from '@portal/shared/rich-html';
