import { describe, expect, it } from 'vitest';
import { checkPassword, hasSequentialRun, PASSWORD_MESSAGES } from './password-policy';

describe('checkPassword', () => {
  it.each([
    ['Strong#Pass17x', []],
    ['aB1!', ['length']],
    ['aB1!aB1!aB1!aB1!aB1!aB1!aB1!aB1!', ['length']],
    ['Ab1!Ab1!', []],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!Ab', []],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!Ab1', ['length']],
    ['plainletters1!', ['classes']],
    ['ALLUPPER1!', ['classes']],
    ['NoDigits!!x', ['classes']],
    ['NoSpecial1xY', ['classes']],
    ['Pass123!word', ['sequence']],
    ['Pass321!word', ['sequence']],
    ['Zz9!abcXy', ['sequence']],
    ['Zz9!CBAxy', ['sequence']],
    ['Zz9!qweXy', ['sequence']],
    ['Zz9!ewqXy', ['sequence']],
    ['Zz9!ASDfx', ['sequence']],
    ['Zz9!mnbVx', ['sequence']],
    ['Zz!890Vx', ['sequence']],
    ['abc', ['length', 'classes', 'sequence']],
  ])('%s fails %j', (password, rules) => {
    expect(checkPassword(password).map((f) => f.rule)).toEqual(rules);
  });

  it('carries the contract message of each rule', () => {
    expect(checkPassword('abc').map((f) => f.message)).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.classes,
      PASSWORD_MESSAGES.sequence,
    ]);
  });
});

describe('hasSequentialRun', () => {
  it.each([
    ['acegik', false],
    ['a1b2c3', false],
    ['xyz', true],
    ['ZYX', true],
    ['789', true],
    ['987', true],
    ['tyu', true],
    ['jkl', true],
    ['qaz', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(hasSequentialRun(text)).toBe(expected);
  });
});
