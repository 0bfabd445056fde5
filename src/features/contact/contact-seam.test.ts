import { onContactOpen, openContact } from './contact-seam';

describe('openContact', () => {
  it('says no one answered on a page without a contact host', () => {
    expect(openContact({ amount: 0 })).toBe(false);
  });

  it('says the form opens when a host answers, and hands it the request', () => {
    const requests: unknown[] = [];
    const stop = onContactOpen((request) => requests.push(request));
    expect(openContact({ amount: '1500', packageId: 'standard' })).toBe(true);
    expect(requests).toEqual([{ amount: '1500', packageId: 'standard' }]);
    stop();
    expect(openContact()).toBe(false);
  });
});
