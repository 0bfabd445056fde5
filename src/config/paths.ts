/** Every route of the site (spec §2). Here, not in app/, so screens and content can link with it. */
export const paths = {
  home: '/',
  portfolio: '/portfolio',
  project: '/portfolio/:project',
  services: '/services',
  about: '/about',
  earlyAccess: ['/aptiz', '/aptiz/early-access'],
} as const;
