import { describe, expect, it } from 'vitest';
import { pathClassName } from './path-class';

describe('main view class from the path', () => {
  it('names the home page home', () => {
    expect(pathClassName('/')).toBe('home');
    expect(pathClassName('')).toBe('home');
  });

  it('drops the leading slash', () => {
    expect(pathClassName('/rng')).toBe('rng');
    expect(pathClassName('/noticePage')).toBe('noticePage');
  });

  it('joins nested segments with a hyphen', () => {
    expect(pathClassName('/help/deposit')).toBe('help-deposit');
    expect(pathClassName('/rng/pvp/')).toBe('rng-pvp');
  });

  it('turns characters a class cannot hold into hyphens', () => {
    expect(pathClassName('/register.html')).toBe('register-html');
    expect(pathClassName('/help/%E5%AD%98 款')).toBe('help-E5-AD-98');
  });

  it('never starts a class with a digit', () => {
    expect(pathClassName('/404')).toBe('page-404');
  });
});
