import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

const codes = (password: string) => passwordProblems(password, password).password ?? [];

describe('SPEC §5 password rules', () => {
  it('accepts 8 characters with an upper and a lower case letter and a digit', () => {
    expect(passwordProblems('Start1234', 'Start1234')).toEqual({});
  });

  it('requires a password and a matching confirmation', () => {
    expect(passwordProblems('', '')).toEqual({ password: ['password_required'] });
    expect(passwordProblems('Start1234', 'Start1235')).toEqual({
      password_confirmation: ['passwords_not_identical'],
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(codes('Abc1234')).toEqual(['password_too_short']);
    expect(codes('Ab1😀😀😀😀')).toEqual(['password_too_short']); // 7 characters, 11 UTF-16 units
    expect(codes('Ab1😀😀😀😀😀')).toEqual([]);
  });

  it.each([
    ['abcdefg1', 'password_uppercase'],
    ['ABCDEFG1', 'password_lowercase'],
    ['Abcdefgh', 'password_numeric'],
  ])('names the one missing class on its own: %j → %s', (password, code) => {
    expect(codes(password)).toEqual([code]);
  });

  it.each(['abcdefgh', 'ABCDEFGH', '12345678', '!!!!!!!!'])(
    'gives the combined message when two or three classes are missing: %j',
    (password) => expect(codes(password)).toEqual(['password_rules']),
  );

  it('names the length and the classes together', () => {
    expect(codes('abc')).toEqual(['password_too_short', 'password_rules']);
    expect(codes('Abc')).toEqual(['password_too_short', 'password_numeric']);
  });

  describe('upper and lower case include non-ASCII letters', () => {
    it.each([
      ['Ärger123', []], // Ä is upper case
      ['ärger123', ['password_uppercase']],
      ['ÉCOLE123', ['password_lowercase']], // no lower-case letter
      ['École123', []],
      ['Straße12', []],
      ['STRAßE12', []], // ß is a lower-case letter
      ['ΣΟΦΊΑ123', ['password_lowercase']],
      ['Σοφία123', []],
      ['Москва12', []],
      ['ǅemal123', []], // title-case ǅ counts as upper case
      ['密码密码密码12', ['password_rules']], // letters without case are neither
    ])('%j → %j', (password, expected) => {
      expect(codes(password)).toEqual(expected);
    });
  });

  it('accepts digits of other scripts as digits', () => {
    expect(codes('Abcdefg٣')).toEqual([]);
  });
});
