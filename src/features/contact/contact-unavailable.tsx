import styled from 'styled-components';
import { env } from '@/config/env';
import { contactCopy } from '@/content/contact';
import { Button } from '@/ui/button/button';
import { useOnline } from './connection';
import { actionRow, errorBox, inlineLink } from './contact.styles';
import { loadDraft } from './drafts';
import { mailtoHref } from './mailto';

/**
 * Stands in for the form when its code cannot be loaded (offline before it was fetched, or a deploy
 * removed it): the agency's address, with what the visitor typed, is always there. Offline, the host
 * fetches the form again when the connection is back; online, a reload picks up the new deploy.
 */
export function ContactUnavailable({ draftKey }: { draftKey: string }) {
  const online = useOnline();
  const copy = contactCopy.unavailable;
  return (
    <>
      <StyledMessage role="alert">{contactCopy.failed}</StyledMessage>
      <StyledLead>
        {copy.lead}{' '}
        <a href={mailtoHref(env.contactToEmail, { draft: loadDraft(draftKey) })}>
          {env.contactToEmail}
        </a>
      </StyledLead>
      {online && (
        <StyledRetry>
          <Button type="button" $variant="ghost" onClick={() => window.location.reload()}>
            {copy.reload}
          </Button>
          <StyledHint>{copy.reloadHint}</StyledHint>
        </StyledRetry>
      )}
      {/* Always present, so going offline is announced. */}
      <StyledHint role="status">{online ? '' : copy.offline}</StyledHint>
    </>
  );
}

const StyledMessage = styled.p`
  ${errorBox}
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledLead = styled.p`
  ${inlineLink}
`;

const StyledRetry = styled.div`
  ${actionRow}
  margin-top: ${({ theme }) => theme.space(6)};
`;

const StyledHint = styled.p`
  flex: 1 1 14rem;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.small};

  &:empty {
    margin: 0;
  }
`;
