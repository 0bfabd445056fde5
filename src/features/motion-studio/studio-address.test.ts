import { withoutSharedValues } from './studio-address';

describe('withoutSharedValues', () => {
  it('turns tune=<values> into a bare tune', () => {
    expect(withoutSharedValues('http://x.test/about?tune=%7B%22a%22%3A1%7D')).toBe(
      'http://x.test/about?tune',
    );
  });

  it('leaves a parameter that merely contains "tune=" alone', () => {
    expect(withoutSharedValues('http://x.test/?fortune=1&tune=abc')).toBe(
      'http://x.test/?fortune=1&tune',
    );
    expect(withoutSharedValues('http://x.test/?tune=abc&fortune=tune%3D2')).toBe(
      'http://x.test/?tune&fortune=tune%3D2',
    );
  });

  it('keeps the hash and an address without shared values as they are', () => {
    expect(withoutSharedValues('http://x.test/?tune=a#work')).toBe('http://x.test/?tune#work');
    expect(withoutSharedValues('http://x.test/?tune&fortune=1')).toBe(
      'http://x.test/?tune&fortune=1',
    );
  });
});
