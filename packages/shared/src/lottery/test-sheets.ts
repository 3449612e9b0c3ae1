import type { ResultSheet } from './prize-structures.js';

/**
 * Hand-built sheets for the tests. Northern: lô 45 six times (special, first, second, fourth,
 * sixth, seventh), 07 and 23 twice; 3-digit 345 three times. Southern: lô 54 seven times, 3-digit
 * 654 four times.
 */
export const NORTH_SHEET: ResultSheet = {
  special: ['12345'],
  first: ['67845'],
  second: ['00123', '98745'],
  third: ['11111', '22222', '33333', '44444', '55555', '66666'],
  fourth: ['0001', '0345', '7777', '8888'],
  fifth: ['1234', '5678', '9012', '3456', '7890', '2468'],
  sixth: ['123', '345', '999'],
  seventh: ['45', '07', '07', '50'],
};

export const SOUTH_SHEET: ResultSheet = {
  special: ['987654'],
  first: ['11154'],
  second: ['22222'],
  third: ['33354', '44444'],
  fourth: ['50001', '50002', '50003', '50004', '50005', '50006', '50007'],
  fifth: ['6654'],
  sixth: ['7777', '8888', '9654'],
  seventh: ['654'],
  eighth: ['54'],
};
