import styled from 'styled-components';
import { env } from '../../config/env';
import { contactCopy } from '../../content/contact';
import { Modal } from '../../ui/modal/modal';
import type { ContactModalProps } from './contact-modal';

/** Stands in for the contact modal when its code could not be loaded: the way to reach us remains. */
export default function ContactUnavailable({ variant, open, onClose }: ContactModalProps) {
  return (
    <Modal
      open={open}
      title={contactCopy.titles[variant]}
      onClose={onClose}
      closeLabel={contactCopy.close}
    >
      <StyledMessage role="alert">{contactCopy.errors.failed}</StyledMessage>
      <p>
        {contactCopy.unavailable} <a href={`mailto:${env.contactToEmail}`}>{env.contactToEmail}</a>
      </p>
    </Modal>
  );
}

const StyledMessage = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.color.error};
  background: rgba(255, 107, 91, 0.12);
`;
