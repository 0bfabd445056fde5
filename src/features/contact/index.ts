export { openContact, type ContactRequest } from './contact-seam';
export { ContactHost } from './contact-host';
export { ContactCta } from './contact-cta';
