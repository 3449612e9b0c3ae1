/** Local storage keys of the spec (section 2): the chosen language and the one before it. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';
