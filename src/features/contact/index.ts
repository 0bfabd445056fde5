export { openContact, type ContactRequest } from './contact-seam';
export { ContactHost } from './contact-host';
