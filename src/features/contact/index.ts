export {
  openContact,
  onContactOpen,
  CONTACT_OPEN_EVENT,
  type ContactRequest,
} from './contact-seam';
export { ContactHost } from './contact-host';
