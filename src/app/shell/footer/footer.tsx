import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styled from 'styled-components';
import { site } from '@/content/site';
import { cssMotion } from '@/motion/css-motion';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { BANNER_ROOM, media } from '@/styles/theme';
import { LogoMark } from '@/ui/logo/logo-mark';
import { SocialLinkItems } from '@/ui/social-icon/social-link-items';

/** Site footer. Elsewhere it is revealed from under the page; on /about it sits in the flow (spec). */
export function Footer({ isStatic, inert }: { isStatic: boolean; inert: boolean }) {
  const { scrollTo, scrollY } = useScrollEngine();
  // The footer sits under the page until the end is reached: a keyboard user entering it is taken there.
  const revealFooter = useCallback(() => {
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollY() < bottom - 1) scrollTo(bottom);
  }, [scrollTo, scrollY]);

  return (
    <StyledFooter $static={isStatic} inert={inert} onFocus={revealFooter}>
      <StyledInner>
        <StyledTop>
          <StyledBrand to={paths.home}>
            <LogoMark size={40} />
            <span>{site.name}</span>
          </StyledBrand>
          <StyledNote>{site.footerNote}</StyledNote>
        </StyledTop>
        <StyledBottom>
          <StyledSocials aria-label="Social links">
            <SocialLinkItems owner={site.name} links={site.socials} />
          </StyledSocials>
          <StyledCopyright>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </StyledCopyright>
        </StyledBottom>
      </StyledInner>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer<{ $static: boolean }>`
  position: ${({ $static }) => ($static ? 'static' : 'sticky')};
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.footer};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
`;

const StyledInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.layout.gutter} ${theme.space(10)}`};
  /* An open banner (fixed at the bottom) never covers the footer's links: the page ends below it. */
  :root:has([data-banner]) & {
    padding-bottom: calc(${({ theme }) => theme.space(10)} + ${BANNER_ROOM});
  }
`;

const StyledTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${media.wide} {
    grid-template-columns: 1fr 1fr;
    align-items: end;
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  justify-self: start;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.h2};
  font-weight: 700;
  letter-spacing: -0.03em;
  line-height: 1;
  text-decoration: none;
`;

const StyledNote = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.color.muted};

  ${media.wide} {
    justify-self: end;
    text-align: right;
  }
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.hairline};
`;

const StyledSocials = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.hairline};
    color: ${({ theme }) => theme.color.muted};
    transition:
      color ${cssMotion('hoverMs', 'ms')} ease,
      border-color ${cssMotion('hoverMs', 'ms')} ease;
  }

  a:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const StyledCopyright = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;
