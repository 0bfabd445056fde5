/** Every route of the site (spec §2). */
export const paths = {
  home: '/',
  portfolio: '/portfolio',
  project: '/portfolio/:project',
  services: '/services',
  about: '/about',
  earlyAccess: ['/aptiz', '/aptiz/early-access'],
} as const;
