import { centsToPerWord, perWordToCents } from './price-text';

describe('price text', () => {
  it.each([
    ['6,5', '0.065'],
    ['6.50', '0.065'],
    ['12', '0.12'],
    ['0,5', '0.005'],
    ['150', '1.5'],
    ['3,1234', '0.031234'],
  ])('reads %s cents per word as %s', (typed, perWord) => {
    expect(centsToPerWord(typed)).toBe(perWord);
  });

  it.each(['', '6,5,5', '-1', 'abc', '1e3', '6,12345'])('refuses %p', (typed) => {
    expect(centsToPerWord(typed)).toBeNull();
  });

  it.each([
    ['0.065000', '6,5'],
    ['0.12', '12'],
    ['1.5', '150'],
    ['0.031234', '3,1234'],
    ['0', '0'],
  ])('shows %s per word as %s cents', (perWord, cents) => {
    expect(perWordToCents(perWord)).toBe(cents);
  });
});
