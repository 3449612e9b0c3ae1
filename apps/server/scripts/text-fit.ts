/**
 * A rough width of a line of text, in em, for the fonts the art names: it only has to err on the
 * wide side, so that a long translation gets a smaller font instead of running into the emblem.
 */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]/u;
const THAI = /[\u0e00-\u0e7f]/u;
/** Devanagari, Bengali, Lao, Myanmar and Khmer letters: rounder and wider than Latin ones. */
const INDIC = /[\u0900-\u09ff\u0e80-\u0eff\u1000-\u109f\u1780-\u17ff]/u;
const NARROW = /[ .,:;'!|iljtfI]/u;

export function emWidth(text: string): number {
  let em = 0;
  for (const char of text) {
    // Marks drawn above or below a letter (Thai tones, Vietnamese accents, most Khmer and Lao
    // vowels) take no room; spacing marks (the Devanagari, Bengali and Myanmar vowel signs
    // written beside their letter) take a letter's room.
    if (/[\p{Mn}\p{Me}]/u.test(char)) continue;
    if (WIDE.test(char)) em += 1;
    else if (THAI.test(char)) em += 0.65;
    else if (INDIC.test(char)) em += 0.7;
    else if (NARROW.test(char)) em += 0.32;
    else if (/[\p{Lu}%&@mw]/u.test(char)) em += 0.78;
    else em += 0.6;
  }
  return em;
}

/** The font size, at most `size`, at which `text` fits in `width` units. */
export function fitFontSize(text: string, size: number, width: number): number {
  return Math.min(size, Math.floor(width / emWidth(text)));
}
